import { isCallRecord, type EventStore, type StoredEvent } from './event-store.js';
import type { StoredCall } from '../../loader/call.js';
import type { Reporter } from '../create-reporter.js';
import type { DeliveryEnv } from '../resolve-delivery-env.js';
import { byAge, createEntry, noncesOf, sizeOf, toRecords, type Entry } from './create-entry.js';
import { createStoreAccess } from './create-store-access.js';
import type { Handoff } from '../page/create-handoff.js';
import type { Queue } from './queue.js';

export { MAX_REOPENS } from './create-store-access.js';

/** What the queue needs: its store, its caps, a clock, and where to report. */
export interface QueueOptions {
  eventStore: EventStore;
  reporter: Reporter;
  env: Pick<DeliveryEnv, 'now'>;
  maxQueueBytes: number;
  maxEventAgeMs: number;
  /** What pages left at page hide, not stored yet then: read into the store with it, erased with it. */
  handoff: Pick<Handoff, 'collect'>;
  /** A write has completed: these entries may now be sent. */
  onStored: (list: Entry[]) => void;
  /** From pagehide to pageshow: a failed write is the store closing (no fallback), and writes do not chain. */
  isPageGone: () => boolean;
  /** The store went away under the live page (before each reopen): perhaps the page is being torn down. */
  onStoreLost?: (error: unknown) => void;
  /** Log storage loss to the console (debug build only). */
  debug?: boolean;
  /** The calls loaders left in the store, at every read (the tracker adopts those of pages gone). */
  onCalls?: (calls: StoredCall[]) => void;
}

/**
 * The queue: one entry per event in memory, the store (IndexedDB) as the truth shared by every
 * tab. `add()` only appends to memory; a microtask starts one write with everything that
 * accumulated, and the next write waits for it (group commit: under load one transaction carries
 * many events). An entry is *stored* when its write has completed; only then may a fetch carry it.
 * @example
 * const queue = createQueue({ eventStore: createMemoryStore(), reporter, env, maxQueueBytes: 5e6, maxEventAgeMs: 6048e5, onStored });
 * queue.admit(event); // written in a microtask, then onStored([entry])
 */
export function createQueue(options: QueueOptions): Queue {
  const { reporter, env } = options;
  const entries = new Map<string, Entry>();
  const unwritten: Entry[] = [];
  let writing: Promise<void> | undefined;
  const access = createStoreAccess(options);
  const { attempt } = access;
  // Another tab has sent it, dropped it, or is sending it: forgotten here if it is stored and idle.
  const forgetIfIdle = (nonce: string) => {
    const entry = entries.get(nonce);
    if (entry?.isStored && entry.flight === 'none') entries.delete(nonce);
  };
  // Gone from the store: of these nonces, those the store does not hold.
  const forgetAbsent = (nonces: string[], held: string[]) => {
    const isHeld = new Set(held);
    nonces.filter((nonce) => !isHeld.has(nonce)).forEach(forgetIfIdle);
  };

  const queue: Queue = {
    admit(event, storedAt = env.now()) {
      const entry = createEntry({ event, storedAt }, false);
      entries.set(event.nonce, entry);
      if (unwritten.push(entry) === 1) queueMicrotask(queue.writePending);
    },
    writePending() {
      if (writing || !unwritten.length) return;
      const batch = unwritten.splice(0);
      writing = attempt((current) => current.put(toRecords(batch)))
        .then(
          () => {
            batch.forEach((entry) => (entry.isStored = true));
            // `stored` means durable: in memory it is not (it dies with the page).
            if (!access.isInMemory()) reporter.report('stored', batch.filter(queue.isQueued), {});
            options.onStored(batch);
          },
          (error: unknown) => {
            // Gone: the store was closed at page hide; pageshow writes again.
            if (!options.isPageGone()) queue.fallBack(error);
            unwritten.unshift(...batch.filter(queue.isQueued)); // purged meanwhile: gone
          },
        )
        .then(() => {
          writing = undefined;
          if (!options.isPageGone()) queue.writePending(); // gone: the store fails at once until pageshow
        });
    },
    async readStore() {
      // What pages left at their page hide: into the store, then out of Web Storage (kept there
      // when the write fails, for a later read; in memory they would die with this page).
      const left = options.handoff.collect();
      if (left.records.length && !access.isInMemory()) {
        await attempt((current) => current.put(left.records)).then(left.remove, () => {});
      }
      const all = await access.readAll();
      if (!all) return; // consent withdrawn before or during the read
      const records = all.filter((record): record is StoredEvent => !isCallRecord(record));
      options.onCalls?.(all.filter(isCallRecord));
      records.forEach((record) => {
        if (!entries.has(record.event.nonce)) entries.set(record.event.nonce, createEntry(record, true));
      });
      forgetAbsent(
        [...entries.keys()],
        records.map((record) => record.event.nonce),
      );
    },
    async confirmStored(list) {
      forgetAbsent(noncesOf(list), await attempt((current) => current.findStored(noncesOf(list))));
      return list.filter(queue.isQueued);
    },
    takeSendable() {
      const cutoff = env.now() - options.maxEventAgeMs;
      const tooOld: Entry[] = [];
      const overBytes: Entry[] = [];
      const sendable: Entry[] = [];
      let totalBytes = 0;
      // Newest first: the byte cap keeps the newest events. Entries in flight count, but stay.
      const newestFirst = queue
        .listByAge()
        .filter((entry) => entry.isStored)
        .reverse();
      for (const entry of newestFirst) {
        totalBytes += sizeOf(entry);
        if (entry.flight !== 'none') continue;
        if (entry.storedAt < cutoff) tooOld.push(entry);
        else if (totalBytes > options.maxQueueBytes) overBytes.push(entry);
        else sendable.push(entry);
      }
      void queue.discard(tooOld, 'max-age');
      void queue.discard(overBytes, 'max-bytes');
      return sendable.reverse();
    },
    async forget(all) {
      const list = all.filter(queue.isQueued); // purged meanwhile: the store is erased, nothing to delete
      if (!list.length) return;
      list.forEach((entry) => entries.delete(entry.event.nonce));
      // A failed delete only means a resend later, which the nonce absorbs.
      await attempt((current) => current.del(noncesOf(list))).catch(() => {});
    },
    discard(list, reason, detail) {
      reporter.report('dropped', list.filter(queue.isQueued), { reason, detail });
      return queue.forget(list);
    },
    listByAge: () => [...entries.values()].sort(byAge),
    forgetCarriedByPeer: (nonces) => nonces.forEach(forgetIfIdle),
    isQueued: (entry) => entries.has(entry.event.nonce),
    countQueued: () => entries.size,
    fallBack(error) {
      access.fallBack(error);
      entries.forEach((entry) => {
        if (entry.flight === 'beacon') entry.flight = 'none';
      });
    },
    isInMemory: access.isInMemory,
    closeStore: access.close,
    reopen() {
      access.reopen();
      entries.forEach((entry) => (entry.flight = 'none'));
      queue.writePending();
    },
    purge() {
      // Everything this tab knows, and what pages left in Web Storage, goes now, in the same task:
      // nothing of it can leave later.
      const known = queue.listByAge();
      const left = options.handoff.collect();
      left.remove();
      entries.clear();
      unwritten.length = 0;
      reporter.report('dropped', known, { reason: 'consent' });
      // Then the store: every tab's records and what pages left, each reported once. A write under
      // way is aborted or lands first and is deleted; its callbacks find nothing queued.
      return access.erase().then((records) => {
        const fromOthers = new Map<string, StoredEvent>();
        [...records.filter((record): record is StoredEvent => !isCallRecord(record)), ...left.records].forEach((record) =>
          fromOthers.set(record.event.nonce, record),
        );
        known.forEach((entry) => fromOthers.delete(entry.event.nonce));
        reporter.report(
          'dropped',
          [...fromOthers.values()].map((record) => createEntry(record, true)),
          { reason: 'consent' },
        );
      });
    },
    open: access.open,
  };
  return queue;
}
