import { describe, expect, it } from 'vitest';
import { createEntry, type Flight } from '../../../src/delivery/store/create-entry.js';
import { shouldBeacon, type PageHideContext } from '../../../src/delivery/send/should-beacon.js';
import { productEvent } from './fakes.js';

describe('shouldBeacon', () => {
  const alone = { hasPeers: false, isGoingHome: false, isBackingOff: false, isInMemory: false };
  const entry = (isStored: boolean, flight: Flight) => ({ ...createEntry({ event: productEvent(), storedAt: 0 }, isStored), flight });
  it.each<[boolean, Flight, Partial<PageHideContext>, boolean]>([
    [false, 'none', {}, true],
    [false, 'none', { hasPeers: true, isGoingHome: true, isBackingOff: true }, true], // not stored: always
    [true, 'none', {}, true], // stored, and no page of ours will send it soon
    [true, 'fetch', {}, true], // a plain fetch dies with the page
    [true, 'none', { hasPeers: true }, false],
    [true, 'none', { isGoingHome: true }, false],
    [true, 'none', { isBackingOff: true }, false],
    // In memory (fallen back): no other page can see it, and it dies with this one.
    [true, 'none', { hasPeers: true, isGoingHome: true, isBackingOff: true, isInMemory: true }, true],
    [true, 'keepalive', { isInMemory: true }, false],
    [true, 'keepalive', {}, false], // that request outlives the page
    [false, 'keepalive', {}, false],
    [true, 'beacon', {}, false], // already beaconed
    [false, 'beacon', {}, false],
  ])('stored %s, flight %s, context %j → %s', (isStored, flight, context, expected) => {
    expect(shouldBeacon(entry(isStored, flight), { ...alone, ...context })).toBe(expected);
  });
});
