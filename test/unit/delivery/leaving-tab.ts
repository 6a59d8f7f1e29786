import { expect } from 'vitest';
import { HANDOFF_PREFIX, type HandoffStorage } from '../../../src/delivery/page/create-handoff.js';
import { createMemoryStore } from '../../../src/delivery/store/create-memory-store.js';
import type { EventStore } from '../../../src/delivery/store/event-store.js';
import { createChannelHub, createWebStorage } from './fakes.js';
import { productEvent, setupDelivery } from './setup-delivery.js';

// What the page-hide tests share: a tab that leaves with an event stored and one in memory, the
// same tab beside another live tab, and the next page of ours that sends what they left.

/** The origin of the pages (their `home`). */
export const HOME = 'https://shop.example/';

/** The names of the items pages left in Web Storage at their page hide. */
export const leftItems = (storage: HandoffStorage) => Object.keys(storage).filter((name) => name.startsWith(HANDOFF_PREFIX));

/** A tab whose first request hangs, with one event stored (not sent) and one only in memory at page hide. */
export async function leavingTab(options: Parameters<typeof setupDelivery>[0], beforeLast = () => {}) {
  const t = setupDelivery({ home: HOME, answer: () => new Promise<number>(() => {}), ...options });
  t.delivery.enqueue(productEvent());
  await t.wait(100); // rides on a hanging keepalive fetch
  const stored = productEvent();
  t.delivery.enqueue(stored);
  await t.wait(1);
  t.delivery.start();
  await t.wait(0); // other tabs answer 'hello'
  beforeLast();
  const inMemory = productEvent();
  t.delivery.enqueue(inMemory);
  return { t, stored, inMemory };
}

/** The leaving tab with another live tab of the site beside it (one store, one channel); the other tab's service answers `status`. */
export async function leavingBesideOtherTab(status: number, webStorage: HandoffStorage = createWebStorage()) {
  const store = createMemoryStore();
  const channel = createChannelHub();
  const other = setupDelivery({ storage: store, channel, webStorage, home: HOME, answer: () => status });
  other.delivery.start();
  await other.wait(100);
  return { store, other, webStorage, ...(await leavingTab({ storage: store, channel, webStorage })) };
}

/** The next page of ours, on the same store and Web Storage: it sends each of `nonces` once, and removes what pages left. */
export async function expectNextPageSends(storage: EventStore, webStorage: HandoffStorage, nonces: string[]) {
  const next = setupDelivery({ storage, webStorage, home: HOME, answer: () => 202 });
  next.delivery.start();
  await next.wait(2_000);
  const sent = next.requests.flatMap((request) => request.nonces);
  expect(sent.filter((nonce) => nonces.includes(nonce)).sort()).toEqual([...nonces].sort());
  expect(leftItems(webStorage).length).toBe(0);
}
