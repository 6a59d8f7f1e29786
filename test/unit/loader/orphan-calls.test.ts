// Calls a page stored before its engine came, and then died (issue 31): another page's engine
// adopts them once they are ORPHAN_AFTER_MS old and sends them under their own nonces; younger
// ones, and calls of a format it does not know, it leaves alone.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventStore } from '../../../src/delivery/create-event-store.js';
import { CALL_VERSION, type Call } from '../../../src/loader/call.js';
import { createOrphanAdoption, ORPHAN_AFTER_MS } from '../../../src/tracker/adopt-orphans.js';

afterEach(() => void vi.unstubAllGlobals());

const call = (overrides: Partial<Call>): Call => ({
  v: CALL_VERSION,
  nonce: '0123456789abcdef',
  method: 'trackProduct',
  args: ['42'],
  storedAt: 0,
  page: 'other',
  ...overrides,
});

describe('createOrphanAdoption', () => {
  it("adopts another page's calls once they are old enough, each once; leaves its own, young ones and unknown versions", () => {
    const replayed: string[] = [];
    const adopt = createOrphanAdoption('mine', (adopted) => replayed.push(adopted.nonce));
    const now = 100_000;
    const records = [
      call({ nonce: 'a'.repeat(16), storedAt: now - ORPHAN_AFTER_MS }),
      call({ nonce: 'b'.repeat(16), storedAt: now - ORPHAN_AFTER_MS + 1 }),
      call({ nonce: 'c'.repeat(16), storedAt: 0, page: 'mine' }),
      call({ nonce: 'd'.repeat(16), storedAt: 0, v: 2 as never }),
    ].map((adopted) => ({ call: adopted, storedAt: adopted.storedAt }));
    adopt(records, now);
    adopt(records, now);
    expect(replayed).toEqual(['a'.repeat(16)]);
  });

  it('a stored call and an event sit side by side in the store, each under its nonce', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    const store = createEventStore();
    const orphan = call({ nonce: 'e'.repeat(16) });
    await store.put([{ call: orphan, storedAt: 0 }]);
    await store.put([{ event: { eventType: 'PRODUCT', nonce: 'e'.repeat(16), visitorCode: 'v', ean: '42' }, storedAt: 0 }]);
    expect(await store.all()).toEqual([{ event: expect.objectContaining({ eventType: 'PRODUCT' }), storedAt: 0 }]); // the event took its place
  });
});
