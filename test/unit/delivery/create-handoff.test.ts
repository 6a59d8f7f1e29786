import { describe, expect, it } from 'vitest';
import { createHandoff, HANDOFF_PREFIX } from '../../../src/delivery/page/create-handoff.js';
import { createFullWebStorage, createWebStorage, productEvent } from './fakes.js';

const record = () => ({ event: productEvent(), storedAt: Date.now() });

describe('createHandoff', () => {
  it("leaves a page's records under one item, which every page of the origin collects, and removes them once stored", () => {
    const storage = createWebStorage();
    const leaving = createHandoff(() => storage);
    const [a, b, c] = [record(), record(), record()];
    expect(leaving.leave([a])).toBe(true);
    expect(leaving.leave([a, b])).toBe(true); // tracked later: the item now holds both
    expect(createHandoff(() => storage).leave([c])).toBe(true); // another page
    expect(Object.keys(storage)).toEqual([HANDOFF_PREFIX + a.event.nonce, HANDOFF_PREFIX + c.event.nonce]);
    const next = createHandoff(() => storage);
    const left = next.collect();
    expect(left.records).toEqual([a, b, c]);
    left.remove();
    expect(storage.length).toBe(0);
    expect(next.collect().records).toEqual([]);
  });

  it('says false when storage refuses (full, blocked or missing), so the caller beacons instead', () => {
    expect(createHandoff(createFullWebStorage).leave([record()])).toBe(false);
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(createHandoff(blocked).leave([record()])).toBe(false);
    expect(createHandoff(blocked).collect().records).toEqual([]);
    expect(createHandoff(() => null).leave([record()])).toBe(false);
  });

  it('recall() takes back what this page left (back from the back/forward cache), not what others left', () => {
    const storage = createWebStorage();
    const page = createHandoff(() => storage);
    const other = record();
    createHandoff(() => storage).leave([other]);
    page.leave([record()]);
    page.recall();
    expect(createHandoff(() => storage).collect().records).toEqual([other]);
  });

  it('skips what is no list of records, and removes it with the rest; leaves other keys alone', () => {
    const storage = createWebStorage();
    const kept = record();
    storage.setItem(HANDOFF_PREFIX + 'a', '{not json');
    storage.setItem(HANDOFF_PREFIX + 'b', JSON.stringify([{ event: {} }, kept, null]));
    storage.setItem('site-setting', 'x');
    const left = createHandoff(() => storage).collect();
    expect(left.records).toEqual([kept]);
    left.remove();
    expect(Object.keys(storage)).toEqual(['site-setting']);
  });
});
