import type { Delivery, DropReason, Outcome } from './delivery-types.js';
import { KEEPALIVE_MAX_BYTES, MAX_BODY_BYTES } from '../wire/event-table.js';
import { splitIntoBodies } from '../wire/split-into-bodies.js';
import { utf8Length } from '../wire/utf8-length.js';
import { siteUrl } from '../wire/site-url.js';
import { createStats } from './create-stats.js';
import { createEventStore } from './create-event-store.js';
import { createMemoryStore } from './create-memory-store.js';
import {
  FLUSH_DEBOUNCE_MS,
  FLUSH_INTERVAL_MS,
  LOCK_RETRY_MS,
  MAX_EVENT_AGE_MS,
  MAX_QUEUE_BYTES,
  type DeliveryOptions,
} from './delivery-options.js';
import type { StoredEvent } from './event-store.js';
import { getBrowserEnv } from './get-browser-env.js';
import { byAge, lineOf, sameVisitor, sizeOf, type Entry } from './entry.js';
import { nextRetryDelay, RETRY_BASE_MS, RETRY_MAX_MS } from './next-retry-delay.js';
import { parseRetryAfter } from './parse-retry-after.js';

export type { DeliveryOptions } from './delivery-options.js';

/**
 * The durable delivery engine: events are kept in IndexedDB (one record per nonce) from the
 * moment they are accepted until a 2xx answer confirms them, sent in batches by one tab at a time
 * (Web Locks), retried with backoff, beaconed at page hide, and every outcome is reported.
 * The rules and why: ARCHITECTURE.md "Delivery rules".
 * @example
 * const delivery = createDelivery({ url: 'https://data.example.com', siteCode: 'demo' });
 * delivery.start();
 * delivery.enqueue({ eventType: 'PRODUCT', nonce: createNonce(), visitorCode: 'v1', ean: '42' });
 */
export function createDelivery(options: DeliveryOptions): Delivery {
  const o = {
    maxQueueBytes: MAX_QUEUE_BYTES,
    maxEventAgeMs: MAX_EVENT_AGE_MS,
    flushIntervalMs: FLUSH_INTERVAL_MS,
    retryBaseMs: RETRY_BASE_MS,
    retryMaxMs: RETRY_MAX_MS,
    ...getBrowserEnv(),
  } as DeliveryOptions & Required<Omit<DeliveryOptions, 'storage' | 'locks' | 'navigation'>>;
  for (const key in options) (options as any)[key] === undefined || ((o as any)[key] = (options as any)[key]); // an option given as undefined keeps its default
  const { now, target } = o;
  let store = o.storage || createEventStore();
  // Chromium refuses keepalive fetches and beacons once 64 KiB of them are in flight together
  // (../shared/notes/browser-facts.md). A tab has one request in flight at a time, so a round
  // has the whole quota, and page hide beacons have what the keepalive fetch in flight leaves.
  let inFlight = 0;
  const queue = new Map<string, Entry>(); // this tab's view: own events and what it read from the store
  const pending: Entry[] = []; // accepted, not yet handed to the store
  const listeners = new Set<(outcome: Outcome) => void>();
  const stats = createStats(); // queued: the queue's size, set in getStats
  let writing: Promise<void> | undefined;
  let flushing: Promise<void> | undefined;
  let again = false;
  // From pagehide to pageshow: the page dies any moment or sits in the back/forward cache. No new
  // request then (a dying page cannot read its answer: the next page would send a copy).
  let isGone = false;
  let unlock = () => {}; // gives the flush lock back (pagehide)
  let isGoingHome = false; // the page is navigating to a page of this origin, which will send the store
  const peers = new Set<unknown>(); // the other live tabs of this origin, which send the store
  const id = o.random();
  let channel: BroadcastChannel | undefined | null;
  let failures = 0;
  let retryAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let interval: ReturnType<typeof setInterval> | undefined;

  const emit = (type: Outcome['type'], entry: Entry, extra?: Record<string, unknown>) => {
    const outcome = { type, nonce: entry.event.nonce, eventType: entry.event.eventType, ...extra } as Outcome;
    if (type == 'dropped') stats.dropped[(outcome as { reason: DropReason }).reason]++;
    else stats[type == 'retry' ? 'retried' : (type.replace('-u', 'U') as 'stored' | 'sent' | 'sentUnconfirmed')]++; // sent-unconfirmed → sentUnconfirmed
    listeners.forEach((listener) => {
      try {
        listener(outcome);
      } catch {} // a broken listener must not break delivery
    });
  };
  const drop = (list: Entry[], reason: DropReason, detail?: string) => {
    list.forEach((entry) => queue.delete(entry.event.nonce) && emit('dropped', entry, { reason, detail }));
    return forget(list);
  };
  // A failed delete only means a resend later, which the nonce absorbs.
  const forget = (list: Entry[]) => store.del(list.map((entry) => entry.event.nonce)).catch(() => {});
  const fallBack = (error: unknown) => {
    if (!stats.storageFallback) {
      stats.storageFallback = String(error);
      store = createMemoryStore();
    }
  };
  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => ((timer = undefined), flush()), Math.max(ms, retryAt - now()));
  };
  const events = siteUrl(o.url, 'visit/events', o.siteCode);
  const urlFor = (visitorCode?: string) => events + (visitorCode == null ? '' : '&visitorCode=' + encodeURIComponent(visitorCode));

  // One write at a time; what arrives meanwhile goes in the next one (group commit).
  const write = () => {
    if (writing || !pending.length) return;
    const batch = pending.splice(0);
    writing = store
      .put(batch.map(({ event, storedAt }): StoredEvent => ({ event, storedAt })))
      .then(
        () => {
          batch.forEach((entry) => {
            entry.w = 2;
            queue.has(entry.event.nonce) && emit('stored', entry);
          });
          // When a page of ours sends the store if this one goes away (another tab, or the page
          // this one navigates to), a moment later (FLUSH_DEBOUNCE_MS): a page that goes away right
          // after tracking then has no request in flight whose answer it cannot read (the next page
          // would send a copy). Alone, at once: what is unsent at page hide is beaconed (a copy too).
          // A flush already due (or a backoff) is not moved: steady tracking cannot starve it.
          timer || schedule(o.flushDebounceMs ?? (peers.size || isGoingHome ? FLUSH_DEBOUNCE_MS : 0));
        },
        (error: unknown) => {
          isGone || fallBack(error); // gone: the store was closed at page hide, write again at pageshow
          pending.unshift(...batch);
        },
      )
      .then(() => {
        writing = undefined;
        isGone || write(); // gone: the store fails at once until pageshow, which writes again
      });
  };

  // What the store holds is the truth: add what other tabs and earlier pages left, forget what
  // another tab has sent or dropped since.
  const sync = (records: StoredEvent[]) => {
    const seen = new Set<string>();
    records.forEach((record) => {
      seen.add(record.event.nonce);
      queue.has(record.event.nonce) || queue.set(record.event.nonce, { ...record, w: 2, f: 0 });
    });
    queue.forEach((entry, nonce) => entry.w == 2 && !entry.f && !seen.has(nonce) && queue.delete(nonce));
  };

  const post = async (batch: Entry[], keepalive: boolean): Promise<boolean> => {
    const body = batch.map(lineOf).join('\n');
    inFlight = keepalive ? utf8Length(body) : 0; // the split made it fit the quota
    let status = 0;
    let retryAfter: number | undefined;
    batch.forEach((entry) => (entry.f = keepalive ? 1 : 2));
    try {
      const response = await o.fetch(urlFor(batch[0]!.event.visitorCode), { method: 'POST', body, keepalive });
      status = response.status;
      retryAfter = parseRetryAfter(response.headers.get('retry-after'), now());
    } catch {} // network error, offline, refused keepalive: status 0, retried
    inFlight = 0;
    batch.forEach((entry) => (entry.f = 0));
    // Any 2xx is a delivery (the spec answers 202).
    if (status > 199 && status < 300) {
      failures = 0;
      batch.forEach((entry) => queue.delete(entry.event.nonce) && emit('sent', entry, { status, transport: 'fetch' }));
      forget(batch); // IndexedDB runs it before the next round's read
      return true;
    }
    // 413: halves (the first the larger) until each fits. On one event it is the service's hiccup,
    // not the event's size (one over 3 MB is dropped before it is sent): retried like a 503.
    const half = (batch.length + 1) >> 1;
    if (status == 413 && half < batch.length) return (await post(batch.slice(0, half), keepalive)) && post(batch.slice(half), keepalive);
    // Another 4xx but 408, 413, 425, 429: the request itself is wrong, the same bytes cannot succeed,
    // and retrying forever would hold every newer event behind it. Everything else (network error,
    // 5xx, 408, 425, 429, an unexpected 1xx/3xx) is retried with backoff.
    if (status > 399 && status < 500 && ![408, 413, 425, 429].includes(status)) return (drop(batch, 'rejected', 'status ' + status), true);
    const delayMs = nextRetryDelay(++failures, o.random, retryAfter, o.retryBaseMs, o.retryMaxMs);
    retryAt = now() + delayMs;
    schedule(0);
    say('here', retryAt); // the other tabs wait as well: a 429's Retry-After is for the whole site
    batch.forEach(
      (entry) =>
        queue.has(entry.event.nonce) &&
        emit('retry', entry, { reason: status ? 'status ' + status : 'network', attempt: failures, delayMs }),
    );
    return false;
  };

  // One request per round: read the store, apply the caps, send the oldest visitor's oldest events.
  const round = async (): Promise<boolean> => {
    sync(await store.all());
    const cutoff = now() - o.maxEventAgeMs;
    const old: Entry[] = [];
    const over: Entry[] = [];
    const ready: Entry[] = [];
    let total = 0;
    [...queue.values()]
      .filter((entry) => entry.w == 2)
      .sort(byAge)
      .reverse() // newest first: the byte cap keeps the newest events
      .forEach((entry) => {
        total += sizeOf(entry);
        if (!entry.f) (entry.storedAt < cutoff ? old : total > o.maxQueueBytes ? over : ready).push(entry);
      });
    drop(old, 'max-age');
    drop(over, 'max-bytes');
    const group = sameVisitor(ready.reverse());
    const lines = group.map(lineOf);
    // keepalive while it fits the free quota (the request then outlives the page) or the page is
    // hidden (it may die any moment); a backlog drains in plain fetches of up to 3 MB.
    let split = splitIntoBodies(lines, KEEPALIVE_MAX_BYTES);
    const keepalive = o.isHidden() || (split.bodies.length == 1 && !split.oversized.length);
    if (!keepalive) {
      split = splitIntoBodies(lines, MAX_BODY_BYTES);
      drop(
        split.oversized.map((index) => group[index]!),
        'oversized',
      );
    }
    const body = split.bodies[0];
    return (
      !!body &&
      post(
        body.indices.map((index) => group[index]!),
        keepalive,
      )
    );
  };

  const rounds = async () => {
    do {
      again = false;
      write(); // IndexedDB runs this write before the read below, and its callbacks first
    } while (!isGone && now() >= retryAt && ((await round()) || again));
  };

  function flush(): Promise<void> {
    if (isGone) return Promise.resolve(); // pageshow flushes again
    if (flushing) return ((again = true), flushing);
    again = false;
    // The lock is given back at pagehide even while a request is unanswered: a cached page that
    // holds it is evicted as soon as another tab asks for it (Chromium: WebLocksContention), and a
    // frozen holder would keep every other tab from sending.
    const locked = o.locks
      ? o.locks.request('visit-tag-flush', { ifAvailable: true }, (lock) =>
          lock ? Promise.race([rounds(), new Promise<void>((resolve) => (unlock = resolve))]) : schedule(LOCK_RETRY_MS),
        )
      : rounds(); // no Web Locks: each tab flushes on its own (duplicates possible, never a loss)
    return (flushing = locked
      .catch((error) => isGone || fallBack(error))
      .then(() => {
        flushing = undefined;
        again && flush(); // asked again after the last round had looked
      }));
  }

  // Page hide: persist what is only in memory, and beacon what is not already riding on a keepalive
  // fetch (that one outlives the page). Stored events are left out when a page of ours sends them
  // soon (another live tab, told to flush by 'bye', or the page this one navigates to; a beacon
  // would only add a copy) or a backoff runs. Beacons stay stored: a later page resends them,
  // since `true` only means "queued". ARCHITECTURE.md "Page hide".
  // Beacons share the quota for this page hide only: Chromium sends them soon, and a page that
  // comes back from the cache finds the quota free again.
  const beacon = (free = KEEPALIVE_MAX_BYTES - inFlight) => {
    for (;;) {
      const ready = [...queue.values()]
        .filter((entry) => entry.f % 2 == 0 && (entry.w < 2 || (!peers.size && !isGoingHome && now() >= retryAt)))
        .sort(byAge);
      const group = sameVisitor(ready);
      const body = splitIntoBodies(group.map(lineOf), free).bodies[0];
      if (!body || !o.sendBeacon(urlFor(group[0]!.event.visitorCode), body.body)) return;
      free -= body.bytes;
      body.indices.forEach((index) => {
        group[index]!.f = 3;
        emit('sent-unconfirmed', group[index]!, { transport: 'beacon' });
      });
    }
  };
  // Presence: 'hello' asks who is there, 'here' answers (or tells a backoff), 'bye' means "I stop
  // sending: you flush".
  // A message may carry the sender's backoff deadline, which every tab then keeps.
  const say = (type: string, at?: number) => channel?.postMessage([type, id, at]);
  const listen = () => {
    peers.clear();
    (channel = o.channel()) &&
      (channel.onmessage = ({ data: [type, from, at] }) => (
        (retryAt = Math.max(retryAt, at || 0)),
        type == 'bye' ? (peers.delete(from), flush()) : (peers.add(from), type == 'hello' && say('here'))
      ));
    say('hello');
  };
  const handlers: Record<string, (event: any) => void> = {
    pagehide(event) {
      write();
      beacon();
      say('bye');
      // Going into the back/forward cache: end our IndexedDB transactions (WebKit trap), and
      // close the channel (a message to a cached page evicts it).
      isGone = true;
      unlock();
      if (event.persisted) (store.close?.(), channel?.close());
    },
    freeze: () => say('bye'),
    resume: () => say('hello'),
    // Navigation API (not in WebKit): fires before pagehide for navigations the page starts.
    navigate: ({ destination }) => (isGoingHome = !destination.sameDocument && destination.url.startsWith(o.home)),
    navigatesuccess: () => (isGoingHome = false), // intercepted or same-document: this page stays
    pageshow(event) {
      if (!event.persisted) return;
      isGone = false;
      listen();
      store.open?.();
      // Beaconed or in flight when the page was cached, never confirmed: resend (same nonces).
      queue.forEach((entry) => (entry.f = 0));
      write();
      flush();
    },
    // Chromium fires it after pagehide when leaving: a flush begun then would run its lock and
    // IndexedDB callbacks in the frozen page, and Chromium evicts it ("JavaScriptExecution").
    visibilitychange: () => isGone || flush(),
    online() {
      retryAt = 0;
      flush();
    },
  };

  // Every handler on both targets, window and navigation: each fires only its own events.
  const on = (method: 'addEventListener' | 'removeEventListener') => {
    for (const type in handlers) (target[method](type, handlers[type]!), o.navigation?.[method](type, handlers[type]!));
  };

  return {
    enqueue(event) {
      const entry: Entry = { event, storedAt: now(), w: 0, f: 0 };
      queue.set(event.nonce, entry);
      if (pending.push(entry) == 1) queueMicrotask(write);
    },
    flush,
    onOutcome(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getStats: () => ({ ...stats, dropped: { ...stats.dropped }, queued: queue.size }),
    async getQueued() {
      sync(await store.all());
      return [...queue.values()].sort(byAge).map((entry) => entry.event);
    },
    async purge() {
      await writing;
      pending.length = 0;
      sync(await store.all());
      await drop([...queue.values()], 'consent');
    },
    start() {
      on('addEventListener'); // the same listener is added once
      listen();
      clearInterval(interval); // start() twice keeps one interval
      interval = setInterval(flush, o.flushIntervalMs);
      flush();
    },
    stop() {
      on('removeEventListener');
      say('bye');
      channel?.close();
      clearInterval(interval);
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
