import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../../src/delivery/delivery-types.js';
import type { PartApi, PartHost, StartPart } from '../../../src/definitions/part/part-types.js';
import { createPartLink } from '../../../src/engine/create-part-link.js';
import { createFileLoading } from '../../../src/loader/create-file-loading.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const outcome = (type: Outcome['type']) => ({ type, nonce: '0123456789abcdef', eventType: 'PAGE' }) as Outcome;

/** A tracker whose part file comes when the test says, the outcomes the part's listener heard. */
function linkWithLatePart() {
  const listeners = new Set<(outcome: Outcome) => void>();
  const heard: Array<Outcome['type']> = [];
  let arrive!: (startPart: StartPart) => void;
  const startPart: StartPart = async (host) => {
    host.onOutcome((outcome) => heard.push(outcome.type));
    return { onPageView: () => {} } as unknown as PartApi;
  };
  const host = {
    window: new EventTarget() as unknown as Window,
    onOutcome: (listener: (outcome: Outcome) => void) => (listeners.add(listener), () => listeners.delete(listener)),
  } as unknown as PartHost;
  const link = createPartLink(
    { backgroundSync: true },
    () => [],
    () => {},
    createFileLoading,
  );
  link.start(host, () => new Promise<StartPart>((resolve) => (arrive = resolve)));
  return {
    heard,
    emit: (type: Outcome['type']) => listeners.forEach((listener) => listener(outcome(type))),
    partComes: async () => (arrive(startPart), await settle()),
  };
}

describe('the part file hears the last send from before it came (the background drain asks for its sync then)', () => {
  it('a send that failed before the part: its listener hears that retry first, then every outcome after', async () => {
    const page = linkWithLatePart();
    page.emit('stored');
    page.emit('retry');
    page.emit('stored');
    await page.partComes();
    page.emit('sent');
    expect(page.heard).toEqual(['retry', 'sent']);
  });

  it('a failure that a sent answered before the part: it hears the sent, so nothing is failing', async () => {
    const page = linkWithLatePart();
    page.emit('retry');
    page.emit('sent');
    await page.partComes();
    expect(page.heard).toEqual(['sent']);
  });

  it('no send before the part: it hears nothing of the past', async () => {
    const page = linkWithLatePart();
    page.emit('stored');
    await page.partComes();
    expect(page.heard).toEqual([]);
  });
});
