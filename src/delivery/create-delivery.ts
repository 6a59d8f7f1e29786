import type { Delivery, DeliveryStats, DropReason, Outcome } from '../delivery-types.js';
import { MAX_BODY_BYTES } from '../event-table.js';
import { splitIntoBodies } from '../split-into-bodies.js';
import { utf8Length } from '../utf8-length.js';
import { classifyStatus } from './classify-status.js';
import { createEventStore } from './create-event-store.js';
import { createMemoryStore } from './create-memory-store.js';
import { createQuota } from './create-quota.js';
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
import { splitInHalves } from './split-in-halves.js';

export type { DeliveryOptions } from './delivery-options.js';

/** Chromium holds a beacon's bytes against the keepalive quota until it is sent; we guess how long. */
const BEACON_HOLD_MS = 3_000;

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
    flushDebounceMs: FLUSH_DEBOUNCE_MS,
    retryBaseMs: RETRY_BASE_MS,
    retryMaxMs: RETRY_MAX_MS,
    ...getBrowserEnv(),
  } as DeliveryOptions & Required<Omit<DeliveryOptions, 'storage' | 'indexedDB' | 'locks'>>;
  for (const key in options) (options as any)[key] === undefined || ((o as any)[key] = (options as any)[key]); // an option given as undefined keeps its default
  const { now, target } = o;
  let store = o.storage || createEventStore(o.indexedDB);
  const quota = createQuota();
  const queue = new Map<string, Entry>(); // this tab's view: own events and what it read from the store
  const pending: Entry[] = []; // accepted, not yet handed to the store
  const listeners = new Set<(outcome: Outcome) => void>();
  const stats: DeliveryStats = {
    stored: 0,
    sent: 0,
    sentUnconfirmed: 0,
    retried: 0,
    queued: 0,
    dropped: { 'max-age': 0, 'max-bytes': 0, oversized: 0, rejected: 0, consent: 0 },
  };
  let writing: Promise<void> | undefined;
  let flushing: Promise<void> | undefined;
  let again = false;
  let isFrozen = false;
  let isOtherFlushing = false; // the last try found the flush lock taken: another live tab sends the store
  let failures = 0;
  let retryAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let interval: ReturnType<typeof setInterval> | undefined;

  const emit = (type: Outcome['type'], entry: Entry, extra: Record<string, unknown> = {}) => {
    const outcome = { type, nonce: entry.event.nonce, eventType: entry.event.eventType, ...extra } as Outcome;
    if (outcome.type == 'dropped') stats.dropped[outcome.reason]++;
    else stats[COUNTERS[outcome.type]]++;
    listeners.forEach((listener) => {
      try {
        listener(outcome);
      } catch {} // a broken listener must not break delivery
    });
  };
  const drop = (list: Entry[], reason: DropReason, detail?: string) => {
    list.forEach((entry) => queue.delete(entry.event.nonce) && emit('dropped', entry, detail ? { reason, detail } : { reason }));
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
    timer = setTimeout(flush, Math.max(ms, retryAt - now()));
  };
  const urlFor = (visitorCode?: string) =>
    `${o.url}/visit/events?siteCode=${encodeURIComponent(o.siteCode)}` +
    (visitorCode == null ? '' : '&visitorCode=' + encodeURIComponent(visitorCode));

  // One write at a time; what arrives meanwhile goes in the next one (group commit).
  const write = () => {
    if (writing || !pending.length) return;
    const batch = pending.splice(0);
    batch.forEach((entry) => (entry.w = 1));
    writing = store
      .put(batch.map(({ event, storedAt }): StoredEvent => ({ event, storedAt })))
      .then(
        () => {
          batch.forEach((entry) => {
            entry.w = 2;
            queue.has(entry.event.nonce) && emit('stored', entry);
          });
          // At once by default: every millisecond before the answer is one in which a page that
          // goes away leaves the events unconfirmed (and resent by the next page: a copy).
          o.flushDebounceMs ? schedule(o.flushDebounceMs) : flush();
        },
        (error: unknown) => {
          isFrozen || fallBack(error); // frozen: the store was closed at page hide, write again at pageshow
          batch.forEach((entry) => (entry.w = 0));
          pending.unshift(...batch);
        },
      )
      .then(() => {
        writing = undefined;
        isFrozen || write(); // frozen: the store fails at once until pageshow, which writes again
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
    const bytes = keepalive ? utf8Length(body) : 0; // the split made it fit the free quota
    quota.take(bytes);
    let status = 0;
    let retryAfter: number | undefined;
    batch.forEach((entry) => (entry.f = keepalive ? 1 : 2));
    try {
      const response = await o.fetch(urlFor(batch[0]!.event.visitorCode), { method: 'POST', body, keepalive });
      status = response.status;
      retryAfter = parseRetryAfter(response.headers.get('retry-after'), now());
    } catch {} // network error, offline, refused keepalive: status 0, retried
    quota.give(bytes);
    batch.forEach((entry) => (entry.f = 0));
    const verdict = classifyStatus(status);
    if (verdict == 'sent') {
      failures = 0;
      batch.forEach((entry) => queue.delete(entry.event.nonce) && emit('sent', entry, { status, transport: 'fetch' }));
      forget(batch); // IndexedDB runs it before the next round's read
      return true;
    }
    if (verdict == 'split' && batch.length > 1) {
      const [first, second] = splitInHalves(batch);
      return (await post(first, keepalive)) && post(second, keepalive);
    }
    if (verdict != 'retry') return drop(batch, verdict == 'split' ? 'oversized' : 'rejected', 'status ' + status), true;
    const delayMs = nextRetryDelay(++failures, o.random, retryAfter, o.retryBaseMs, o.retryMaxMs);
    retryAt = now() + delayMs;
    schedule(0);
    const reason = status ? 'status ' + status : 'network';
    batch.forEach((entry) => queue.has(entry.event.nonce) && emit('retry', entry, { reason, attempt: failures, delayMs }));
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
    let split = splitIntoBodies(lines, quota.free());
    const keepalive = o.isHidden() || (split.bodies.length == 1 && !split.oversized.length);
    if (!keepalive) {
      split = splitIntoBodies(lines, MAX_BODY_BYTES);
      drop(split.oversized.map((index) => group[index]!), 'oversized');
    }
    const body = split.bodies[0];
    return !!body && post(body.indices.map((index) => group[index]!), keepalive);
  };

  const rounds = async () => {
    do {
      again = false;
      write(); // IndexedDB runs this write before the read below, and its callbacks first
    } while (now() >= retryAt && ((await round()) || again));
  };

  function flush(): Promise<void> {
    if (flushing) return (again = true), flushing;
    again = false;
    const locked = o.locks
      ? o.locks.request('visit-tag-flush', { ifAvailable: true }, (lock) =>
          (isOtherFlushing = !lock)
            ? (schedule(LOCK_RETRY_MS), store.all().then(sync)) // forget what the flushing tab sent meanwhile
            : rounds(),
        )
      : rounds(); // no Web Locks: each tab flushes on its own (duplicates possible, never a loss)
    return (flushing = locked
      .catch((error) => isFrozen || fallBack(error))
      .then(() => {
        flushing = undefined;
        again && flush(); // asked again after the last round had looked
      }));
  }

  // Page hide: persist what is only in memory, and beacon what is not already riding on a keepalive
  // fetch (that one outlives the page). Stored events are left out while another tab holds the
  // flush lock (that live tab sends them; a beacon would only add a copy) or a backoff runs.
  // Beacons stay stored: a later page resends them, since `true` only means "queued".
  const beacon = () => {
    for (;;) {
      const ready = [...queue.values()]
        .filter((entry) => entry.f % 2 == 0 && (entry.w < 2 || (!isOtherFlushing && now() >= retryAt)))
        .sort(byAge);
      const group = sameVisitor(ready);
      const body = splitIntoBodies(group.map(lineOf), quota.free()).bodies[0];
      if (!body || !o.sendBeacon(urlFor(group[0]!.event.visitorCode), body.body)) return;
      quota.take(body.bytes);
      setTimeout(() => quota.give(body.bytes), BEACON_HOLD_MS);
      body.indices.forEach((index) => {
        group[index]!.f = 3;
        emit('sent-unconfirmed', group[index]!, { transport: 'beacon' });
      });
    }
  };
  const handlers: Record<string, (event: Event) => void> = {
    pagehide(event) {
      write();
      beacon();
      // Going into the back/forward cache: end our IndexedDB transactions (WebKit trap).
      if ((isFrozen = (event as PageTransitionEvent).persisted)) store.close?.();
    },
    pageshow(event) {
      if (!(event as PageTransitionEvent).persisted) return;
      isFrozen = false;
      store.open?.();
      queue.forEach((entry) => entry.f == 3 && (entry.f = 0)); // beaconed, never confirmed: resend
      write();
      flush();
    },
    // Chromium fires it after pagehide when leaving: a flush begun then would run its lock and
    // IndexedDB callbacks in the frozen page, and Chromium evicts it ("JavaScriptExecution").
    visibilitychange: () => isFrozen || flush(),
    online() {
      retryAt = 0;
      flush();
    },
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
      for (const type in handlers) target.addEventListener(type, handlers[type]!); // the same listener is added once
      clearInterval(interval); // start() twice keeps one interval
      interval = setInterval(flush, o.flushIntervalMs);
      flush();
    },
    stop() {
      for (const type in handlers) target.removeEventListener(type, handlers[type]!);
      clearInterval(interval);
      clearTimeout(timer);
    },
  };
}

const COUNTERS = { stored: 'stored', sent: 'sent', 'sent-unconfirmed': 'sentUnconfirmed', retry: 'retried' } as const;
