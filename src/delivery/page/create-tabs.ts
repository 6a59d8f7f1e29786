import { tryOr } from '../../lib/try-or.js';
import type { DeliveryEnv } from '../resolve-delivery-env.js';
import { RETRY_MAX_MS } from '../send/next-retry-delay.js';

/** The Web Storage item that keeps the latest backoff deadline for pages that open later. */
export const RETRY_AT_KEY = 'visit-tag-retry-at';

/** What tabs say on the channel: who is there, I am here (maybe with my backoff), I stop sending, I am sending these. */
type Message = 'hello' | 'here' | 'bye' | 'carry';
/** A message as sent: its type, the sender's id, a backoff deadline (`here`), the nonces (`carry`). */
type Said = [Message, unknown, number | undefined, string[] | undefined];

/** What a tab hears from the others. */
export interface TabHooks {
  /** A tab said `bye`: it sends no more, so this one should flush. */
  onPeerLeft: () => void;
  /** Web Locks refused: this tab flushes without the lock from now on. */
  onLocksRefused: (error: unknown) => void;
  /** Another tab is sending these events (nonces): it holds the lock, so its request carries them. */
  onPeerCarries: (nonces: string[]) => void;
}

/** The tabs of this origin: one sender at a time, who else is alive, and one backoff for all. */
export interface Tabs {
  /** Another live tab of this origin is known: it sends the store if this page goes away. */
  hasPeers: () => boolean;
  /** No tab sends before this time (ms since epoch): the latest deadline any tab set, in this page's life or (kept in Web Storage) before it arrived. */
  retryAt: () => number;
  /** This tab's request failed: wait until `until`, and tell the other tabs to wait as well. */
  backOff: (until: number) => void;
  /** The network is back (`online`), or consent was withdrawn: no tab waits, not even one that opens later. */
  endBackoff: () => void;
  /** Reads the kept deadline, opens the channel and asks who is there (start, and back from the back/forward cache). */
  arrive: () => void;
  /** Says "I stop sending: you flush" (page hide, freeze, stop), and closes the channel when `isClosing`. */
  depart: (isClosing: boolean) => void;
  /** Says hello again (resume from freeze). */
  greet: () => void;
  /** Runs `flush` while this tab holds the flush lock, or calls `onBusy` when another tab holds it. */
  whileHoldingLock: (flush: () => Promise<void>, onBusy: () => void) => Promise<void>;
  /** Gives the lock back now, even while the flush runs (page hide). */
  giveBackLock: () => void;
  /** Tells the other tabs which events this tab's request now carries. */
  carry: (nonces: string[]) => void;
}

/**
 * Tab coordination. The Web Lock `visit-tag-flush` lets one tab send at a time; it is the lease
 * on what is in flight, and the browser releases it when its holder closes or crashes. Presence
 * on the BroadcastChannel (`hello`, answered `here`; `bye` when a tab stops sending) tells the
 * page-hide rule whether another tab will send the store. A `here` may carry the sender's backoff
 * deadline, which every tab keeps: a 429's Retry-After is for the whole site. A `carry` names the
 * events the sender's request carries, so no other tab beacons them at its page hide: a view of the
 * store read before they were sent (and deleted), or a keepalive fetch that outlives its page,
 * would otherwise make that beacon a copy.
 * @example
 * const tabs = createTabs(env, { onPeerLeft: () => flush(), onLocksRefused, onPeerCarries });
 * tabs.arrive();
 * await tabs.whileHoldingLock(sendEverything, () => schedule(LOCK_RETRY_MS));
 */
export function createTabs(env: Pick<DeliveryEnv, 'locks' | 'channel' | 'random' | 'webStorage' | 'now'>, hooks: TabHooks): Tabs {
  const id = env.random();
  const peers = new Set<unknown>();
  let channel: BroadcastChannel | null = null;
  let deadline = 0;
  let deadlineSetAt = 0; // the clock's time when the deadline was last set or heard
  let releaseLock = () => {};
  let isLockRefused = false;
  const say = (type: Message, at?: number, nonces?: string[]) => channel?.postMessage([type, id, at, nonces]);
  // The deadline is also kept in Web Storage: when every page that knew of the trouble has gone (a
  // navigation, a reload, closed tabs), the next page reads it as it arrives and still starts with
  // small bodies; live tabs hear later deadlines on the channel.
  const keep = (at: number) => tryOr(() => env.webStorage!.setItem(RETRY_AT_KEY, String(at)), undefined);
  // Read as at most the longest backoff from now: it is an absolute time of an earlier page's clock,
  // and a clock set back since (a laptop waking with a wrong clock) would leave it far ahead.
  const readKept = () =>
    Math.min(
      tryOr(() => Number(env.webStorage!.getItem(RETRY_AT_KEY)) || 0, 0),
      env.now() + RETRY_MAX_MS,
    );
  const hear = ([type, from, at, nonces]: Said) => {
    deadline = Math.max(deadline, at || 0);
    deadlineSetAt = env.now();
    if (type === 'bye') {
      peers.delete(from);
      hooks.onPeerLeft();
    } else {
      peers.add(from);
      // A tab that opens during a backoff learns it in the answer, and waits like the others.
      if (type === 'hello') say('here', deadline || undefined);
      if (type === 'carry') hooks.onPeerCarries(nonces!);
    }
  };
  return {
    hasPeers: () => peers.size > 0,
    // A clock set back since the deadline was set or heard moves the deadline back as far: else it
    // would hold every send for as long as the clock went back (a Retry-After is kept whole).
    retryAt() {
      const now = env.now();
      if (now < deadlineSetAt) {
        deadline -= deadlineSetAt - now;
        deadlineSetAt = now;
      }
      return deadline;
    },
    backOff(until) {
      deadlineSetAt = env.now();
      deadline = Math.max(deadline, until); // a later deadline heard from another tab (a 429 for the whole site) still holds
      keep(deadline);
      say('here', until);
    },
    endBackoff() {
      deadline = 0;
      tryOr(() => env.webStorage!.removeItem(RETRY_AT_KEY), undefined);
    },
    arrive() {
      deadline = Math.max(deadline, readKept());
      deadlineSetAt = env.now();
      peers.clear();
      channel?.close();
      // Firefox throws SecurityError in a frame whose storage is blocked: alone, the beacon rule assumes no peers.
      channel = tryOr(() => env.channel(), null);
      if (channel) channel.onmessage = ({ data }: MessageEvent<Said>) => hear(data);
      say('hello');
    },
    depart(isClosing) {
      say('bye');
      if (!isClosing) return;
      channel?.close();
      channel = null; // a closed channel throws on postMessage: nothing more is said until arrive()
    },
    greet: () => say('hello'),
    async whileHoldingLock(flush, onBusy) {
      // No Web Locks: each tab flushes on its own (copies possible, never a loss).
      if (!env.locks || isLockRefused) return flush();
      let isAnswered = false;
      try {
        await env.locks.request('visit-tag-flush', { ifAvailable: true }, async (lock) => {
          isAnswered = true;
          if (!lock) return onBusy();
          // Given back at pagehide even while a request is unanswered: a cached page that holds it is
          // evicted as soon as another tab asks for it (Chromium: WebLocksContention), and a frozen
          // holder would keep every other tab from sending.
          return Promise.race([flush(), new Promise<void>((resolve) => (releaseLock = resolve))]);
        });
      } catch (error) {
        if (isAnswered) throw error; // the flush failed, not the lock
        // Refused (SecurityError in a third-party frame whose storage is blocked, an opaque origin):
        // from now on this tab flushes without the lock, as where there are no Web Locks.
        isLockRefused = true;
        hooks.onLocksRefused(error);
        return flush();
      }
    },
    giveBackLock: () => releaseLock(),
    carry: (nonces) => say('carry', undefined, nonces),
  };
}
