// createQueue's caps: entries older than maxEventAgeMs dropped as max-age, the oldest beyond maxQueueBytes
// dropped as max-bytes, entries in flight counted but kept.
import { describe, expect, it } from 'vitest';
import { createEntry, sizeOf } from '../../../src/delivery/store/create-entry.js';
import type { VisitEvent } from '../../../src/wire/event-types.js';
import { productEvent, settle } from './fakes.js';
import { setupQueue } from './setup-queue.js';

describe('createQueue: caps', () => {
  const lineBytesOf = (event: VisitEvent) => sizeOf(createEntry({ event, storedAt: 0 }, true));

  it.each([
    // ages of four entries (ms before now), the age cap → what is dropped max-age
    [[90_000, 61_000, 59_000, 0], 60_000, [0, 1]],
    [[10, 5, 1, 0], 60_000, []],
    [[3_000, 2_000, 1_000, 0], 1_500, [0, 1]],
  ])('ages %j with maxEventAgeMs %i: drops %j as max-age, offers the rest oldest first', async (ages, maxEventAgeMs, droppedIndices) => {
    const q = setupQueue({ maxEventAgeMs });
    const events = ages.map(() => productEvent());
    await q.store.put(events.map((event, i) => ({ event, storedAt: 1_000_000 - ages[i] })));
    await q.queue.readStore();
    const sendable = q.queue.takeSendable();
    const dropped = droppedIndices.map((i) => events[i].nonce);
    expect(q.dropReasons().sort()).toEqual(dropped.map((nonce) => [nonce, 'max-age']));
    expect(q.nonces(sendable)).toEqual(events.map((event) => event.nonce).filter((nonce) => !dropped.includes(nonce)));
    await settle();
    expect(await q.storedNonces()).toEqual(q.nonces(sendable).sort());
  });

  it.each([
    [10, 3, 7],
    [10, 10, 0],
    [5, 1, 4],
    [4, 0, 4],
  ])('%i entries, room for %i: keeps the newest, drops the %i oldest as max-bytes', async (count, room, droppedCount) => {
    const events = Array.from({ length: count }, () => productEvent('v', 'same-size'));
    const q = setupQueue({ maxQueueBytes: lineBytesOf(events[0]) * room });
    await q.store.put(events.map((event, i) => ({ event, storedAt: 1_000_000 - count + i })));
    await q.queue.readStore();
    const sendable = q.queue.takeSendable();
    const nonces = events.map((event) => event.nonce);
    expect(q.dropReasons().sort()).toEqual(nonces.slice(0, droppedCount).map((nonce) => [nonce, 'max-bytes']));
    expect(q.nonces(sendable)).toEqual(nonces.slice(droppedCount));
  });

  it('counts entries in flight against the byte cap without dropping or offering them', async () => {
    const events = Array.from({ length: 4 }, () => productEvent('v', 'same-size'));
    const q = setupQueue({ maxQueueBytes: lineBytesOf(events[0]) * 2 });
    await q.store.put(events.map((event, i) => ({ event, storedAt: 999_000 + i })));
    await q.queue.readStore();
    const newest = q.queue.listByAge()[3];
    newest.flight = 'keepalive';
    expect(q.nonces(q.queue.takeSendable())).toEqual([events[2].nonce]);
    expect(q.dropReasons()).toEqual([
      [events[1].nonce, 'max-bytes'],
      [events[0].nonce, 'max-bytes'],
    ]);
    expect(q.queue.isQueued(newest)).toBe(true);
  });
});
