import type { TabHooks } from '../../../src/delivery/page/create-tabs.js';
// Stand-ins for what the delivery engine takes from the browser, shared by the module tests and the
// createDelivery tests: a lock manager, a BroadcastChannel hub, a transport that records requests,
// and page events. Each behaves as the browser's does in the one respect the engine relies on.
import { createMemoryStore } from '../../../src/delivery/store/create-memory-store.js';
import type { HandoffStorage } from '../../../src/delivery/page/create-handoff.js';
import type { EventStore, StoredRecord } from '../../../src/delivery/store/event-store.js';
import type { DeliveryEnv } from '../../../src/delivery/resolve-delivery-env.js';
import type { VisitEvent } from '../../../src/wire/event-types.js';
import { parseLines } from '../../../src/wire/parse-lines.js';

/** A request as the fake service or beacon saw it. */
export interface SentRequest {
  url: URL;
  body: string;
  keepalive: boolean;
  nonces: string[];
}

/** Reads a request body the way the service does: the visitor from the query, one event per line. */
export function readRequest(url: string, body: string, keepalive: boolean): SentRequest {
  const parsed = new URL(url);
  const visitorCode = parsed.searchParams.get('visitorCode') ?? undefined;
  const nonces = parseLines(body, { visitorCode }).events.map((parsedEvent) => parsedEvent.event.nonce);
  return { url: parsed, body, keepalive, nonces };
}

/**
 * An exclusive lock shared by the "tabs", with `ifAvailable` as Web Locks does it: the callback
 * gets null while another holder runs; the lock is released when the callback's promise settles.
 */
export function createLocks() {
  let isHeld = false;
  const names: string[] = [];
  const locks = {
    request(name: string, _options: LockOptions, callback: (lock: Lock | null) => unknown) {
      names.push(name);
      if (isHeld) return Promise.resolve(callback(null));
      isHeld = true;
      return Promise.resolve(callback({ name, mode: 'exclusive' })).finally(() => (isHeld = false));
    },
  } as unknown as Pick<LockManager, 'request'>;
  return Object.assign(locks, { isHeld: () => isHeld, names });
}

/** A message as a fake channel delivered it. */
type Listener = ((event: { data: unknown }) => void) | null;
interface Member {
  onmessage: Listener;
  postMessage(data: unknown): void;
  close(): void;
}

/**
 * A BroadcastChannel stand-in: what one tab posts reaches every other open channel of the hub, in
 * a microtask, never its own. The returned function opens a channel (DeliveryEnv['channel']);
 * `posted` lists every message in order, `open` counts the channels not closed.
 */
export function createChannelHub() {
  const members = new Set<Member>();
  const posted: unknown[] = [];
  const open = (): BroadcastChannel => {
    const channel: Member = {
      onmessage: null,
      postMessage(data) {
        posted.push(data);
        members.forEach((other) => other !== channel && queueMicrotask(() => other.onmessage?.({ data })));
      },
      close: () => void members.delete(channel),
    };
    members.add(channel);
    return channel as unknown as BroadcastChannel;
  };
  return Object.assign(open, {
    posted,
    openCount: () => members.size,
    /** Posts as a tab that is not an engine (a peer the test plays). */
    say(data: unknown) {
      posted.push(data);
      members.forEach((member) => queueMicrotask(() => member.onmessage?.({ data })));
    },
  });
}

/** What the fake service answers: a status, optionally with Retry-After, or 'network' to reject. */
export type FakeAnswer = number | 'network' | { status: number; retryAfter?: string };

/**
 * A fetch and a sendBeacon that record each request (parsed), the fetch answering with `answer`.
 * `beaconAccepts` decides whether sendBeacon queues a body (true) or refuses it.
 */
export function createTransport(
  answer: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer> = () => 202,
  beaconAccepts: (request: SentRequest) => boolean = () => true,
) {
  const requests: SentRequest[] = [];
  const beacons: SentRequest[] = [];
  const fetch: DeliveryEnv['fetch'] = async (url, init) => {
    const request = readRequest(url, init.body as string, !!init.keepalive);
    requests.push(request);
    const result = await answer(request);
    if (result === 'network') throw new TypeError('Failed to fetch');
    const { status, retryAfter } = typeof result === 'number' ? { status: result, retryAfter: undefined } : result;
    return { status, headers: new Headers(retryAfter ? { 'retry-after': retryAfter } : {}) };
  };
  const sendBeacon: DeliveryEnv['sendBeacon'] = (url, body) => {
    const request = readRequest(url, body, true);
    if (!beaconAccepts(request)) return false;
    beacons.push(request);
    return true;
  };
  // XMLHttpRequest, where fetch fails in the page: answered like fetch, a network error as status 0.
  const xhrs: SentRequest[] = [];
  const xhr: DeliveryEnv['xhr'] = async (url, body) => {
    const answered = fetch(url, { method: 'POST', body });
    xhrs.push(requests[requests.length - 1]);
    return answered.catch(() => ({ status: 0, headers: new Headers() }));
  };
  return { fetch, xhr, sendBeacon, requests, beacons, xhrs };
}

/** Fires a page-transition event (pagehide, pageshow) on a window stand-in. */
export const firePageTransition = (target: EventTarget, type: 'pagehide' | 'pageshow', persisted: boolean) =>
  target.dispatchEvent(Object.assign(new Event(type), { persisted }));

/** Fires the Navigation API's navigate event with its destination. */
export const fireNavigate = (navigation: EventTarget, url: string, sameDocument = false) =>
  navigation.dispatchEvent(Object.assign(new Event('navigate'), { destination: { url, sameDocument } }));

let counter = 0;
/** A valid PRODUCT event with a fresh nonce. */
export function productEvent(visitorCode = 'visitor-1', ean = 'ean'): VisitEvent {
  return { eventType: 'PRODUCT', nonce: 'a' + String(++counter).padStart(15, '0'), visitorCode, ean };
}

/**
 * A memory store that records every put and can hold writes: while `hold()` is on, each put waits
 * until `release()` (or fails with `fail(error)`). `failNext(error)` fails the next writes at once.
 */
export function createGatedStore() {
  const inner = createMemoryStore();
  const puts: StoredRecord[][] = [];
  let isHolding = false;
  let failure: Error | undefined;
  const held: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const store: EventStore = {
    ...inner,
    put(records) {
      puts.push(records);
      if (failure) return Promise.reject(failure);
      if (!isHolding) return inner.put(records);
      return new Promise<void>((resolve, reject) => held.push({ resolve, reject })).then(() => inner.put(records));
    },
  };
  return {
    store,
    puts,
    hold: () => void (isHolding = true),
    release() {
      isHolding = false;
      held.splice(0).forEach((write) => write.resolve());
    },
    failWrites: (error: Error) => void (failure = error),
    healWrites: () => void (failure = undefined),
  };
}

/** Lets queued microtasks and the promise chains behind them run (real timers). */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Web Storage of its own (happy-dom's), one per site: the tabs of a test share it. */
export const createWebStorage = () => new Storage();

/** Web Storage that refuses every write, as a full quota does (reads find nothing). */
export const createFullWebStorage = (): HandoffStorage => ({
  getItem: () => null,
  setItem() {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem() {},
});

/**
 * The hooks a tab is created with: none does anything unless the test gives it.
 * @example createTabs(env, hooksWith({ onPeerLeft }))
 */
export const hooksWith = (given: Partial<TabHooks> = {}): TabHooks => ({
  onPeerLeft: () => {},
  onLocksRefused: () => {},
  onPeerCarries: () => {},
  ...given,
});
