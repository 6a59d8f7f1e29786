import { describe, expect, it } from 'vitest';
import { createEntry, sizeOf, type Entry } from '../../../src/delivery/store/create-entry.js';
import { pickBatch } from '../../../src/delivery/send/pick-batch.js';
import { KEEPALIVE_MAX_BYTES } from '../../../src/wire/event-table.js';
import { productEvent } from './fakes.js';

describe('pickBatch', () => {
  const entries = (count: number, visitor = 'v', ean = 'ean') =>
    Array.from({ length: count }, (_, i) => createEntry({ event: productEvent(visitor, ean), storedAt: i }, true));
  const bodyBytes = (list: Entry[]) => list.reduce((sum, entry) => sum + sizeOf(entry), -1);

  it.each([false, true])('everything of one visitor within the quota (hidden %s): one keepalive body with all of it', (isHidden) => {
    const waiting = entries(20);
    expect(pickBatch(waiting, isHidden)).toEqual({ picked: waiting, isKeepalive: true, oversized: [] });
  });

  it('takes only the oldest visitor, in order', () => {
    const [a1, b1, a2] = [...entries(1, 'a'), ...entries(1, 'b'), ...entries(1, 'a')];
    expect(pickBatch([a1, b1, a2], false).picked).toEqual([a1, a2]);
  });

  it('visible, a backlog over the quota: one plain fetch with all of it (up to 3 MB)', () => {
    const waiting = entries(1_000, 'v', 'x'.repeat(200));
    const batch = pickBatch(waiting, false);
    expect(batch.isKeepalive).toBe(false);
    expect(batch.picked).toEqual(waiting);
    expect(bodyBytes(batch.picked)).toBeGreaterThan(KEEPALIVE_MAX_BYTES);
  });

  it('hidden, a backlog over the quota: a keepalive body filled up to the quota, the oldest first', () => {
    const waiting = entries(1_000, 'v', 'x'.repeat(200));
    const batch = pickBatch(waiting, true);
    expect(batch.isKeepalive).toBe(true);
    expect(batch.picked).toEqual(waiting.slice(0, batch.picked.length));
    expect(bodyBytes(batch.picked)).toBeLessThanOrEqual(KEEPALIVE_MAX_BYTES);
    expect(bodyBytes(batch.picked) + sizeOf(waiting[0])).toBeGreaterThan(KEEPALIVE_MAX_BYTES);
  });

  it('visible: an event over 3 MB is oversized and the rest goes; hidden: it is neither sent nor dropped', () => {
    const [small, huge] = [...entries(1), ...entries(1, 'v', 'é'.repeat(600_000))];
    expect(pickBatch([small, huge], false)).toEqual({ picked: [small], isKeepalive: false, oversized: [huge] });
    expect(pickBatch([small, huge], true)).toEqual({ picked: [small], isKeepalive: true, oversized: [] });
  });

  it('the batch cap bounds the body by count: the oldest events, as a plain fetch while some are left; all of them fitting: keepalive', () => {
    const waiting = entries(20);
    expect(pickBatch(waiting, false, 1)).toEqual({ picked: waiting.slice(0, 1), isKeepalive: false, oversized: [] });
    expect(pickBatch(waiting, false, 4)).toEqual({ picked: waiting.slice(0, 4), isKeepalive: false, oversized: [] });
    expect(pickBatch(waiting, false, 20)).toEqual({ picked: waiting, isKeepalive: true, oversized: [] });
    expect(pickBatch(waiting, true, 4)).toEqual({ picked: waiting.slice(0, 4), isKeepalive: true, oversized: [] });
  });

  it('hidden, capped to one event, the oldest over the quota: the next event goes (the large one waits for a visible page)', () => {
    const [huge, small] = [...entries(1, 'v', 'x'.repeat(70_000)), ...entries(1)];
    expect(pickBatch([huge, small], true, 1)).toEqual({ picked: [small], isKeepalive: true, oversized: [] });
    expect(pickBatch([huge, small], false, 1)).toEqual({ picked: [huge], isKeepalive: false, oversized: [] });
  });

  it('nothing waiting: nothing picked', () => {
    expect(pickBatch([], false)).toMatchObject({ picked: [], oversized: [] });
  });
});
