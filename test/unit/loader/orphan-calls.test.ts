// Calls a page stored before its engine came, and then died (issue 31): another page's engine
// adopts them once they are ORPHAN_AFTER_MS old and sends them under their own nonces; younger
// ones, and calls of a format it does not know, it leaves alone.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventStore } from '../../../src/delivery/store/create-event-store.js';
import { CALL_VERSION, type Call } from '../../../src/loader/call.js';
import { createOrphanAdoption, ORPHAN_AFTER_MS } from '../../../src/engine/adopt-orphans.js';

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
    const { adoptFrom: adopt } = createOrphanAdoption(
      'mine',
      (adopted) => replayed.push(adopted.nonce),
      () => {},
    );
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

  it('counts the young calls of other pages and looks again when the oldest comes of age, which adopts it', () => {
    vi.useFakeTimers();
    try {
      const replayed: string[] = [];
      const records = [call({ nonce: 'a'.repeat(16), storedAt: 1_000 }), call({ nonce: 'b'.repeat(16), storedAt: 4_000 })].map((young) => ({
        call: young,
        storedAt: young.storedAt,
      }));
      let looks = 0;
      const adoption = createOrphanAdoption(
        'mine',
        (adopted) => replayed.push(adopted.nonce),
        () => (looks++, adoption.adoptFrom(records, 3_000 + Date.now())),
      );
      vi.setSystemTime(0);
      adoption.adoptFrom(records, 3_000); // 2 s old, and one stored 1 s from now (another clock): both young
      expect([adoption.countYoung(), replayed]).toEqual([2, []]);
      vi.advanceTimersByTime(ORPHAN_AFTER_MS - 2_000 - 1);
      expect(looks).toBe(0);
      vi.advanceTimersByTime(1); // the first comes of age
      expect([looks, adoption.countYoung(), replayed]).toEqual([1, 1, ['a'.repeat(16)]]);
      vi.advanceTimersByTime(3_000); // and the second
      expect([looks, adoption.countYoung(), replayed]).toEqual([2, 0, ['a'.repeat(16), 'b'.repeat(16)]]);
      vi.advanceTimersByTime(60_000);
      expect(looks).toBe(2); // nothing young left: no more looks
    } finally {
      vi.useRealTimers();
    }
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
