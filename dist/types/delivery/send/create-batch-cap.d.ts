import type { Tabs } from '../page/create-tabs.js';
import type { DeliveryEnv } from '../resolve-delivery-env.js';
/** How many events the next body of this tab may carry (delivery-options.ts says why each number). */
export interface BatchCap {
    /** Notes a new backoff deadline (trouble) if there is one, then says whether a recovery runs. */
    updateRecovery: () => boolean;
    /** The cap for the next body: by answers, and also by time while a recovery runs. */
    forNextBody: (isRecovering: boolean) => number;
    /** A 2xx: the cap by answers grows. */
    afterSent: () => void;
    /** The store is drained: the growth was for a backlog, what comes next starts small again. */
    settle: () => void;
}
/**
 * The batch cap: 8 events to start a drain, four times more per 2xx (not past 8 for WARY_MS
 * after trouble). Trouble (a new backoff deadline: this tab's failed request, or a failure or slow
 * answer any tab announced) sets the cap by answers back to one event, and starts a recovery: the
 * cap is also at most one event, four times more per step of `retryBaseMs` without new trouble,
 * until that bound reaches RECOVERED_BATCH_EVENTS. So the cap grows four times per 2xx and no
 * faster than four times per step: a lossy period that lasts (a lost answer in every few) keeps
 * bodies small by the answers, one that ends is waited out by time. A deadline from before the
 * last interval is old news (a page opened long after).
 * @example
 * const cap = createBatchCap(env, tabs, 1000);
 * pickBatch(waiting, false, cap.forNextBody(cap.updateRecovery()));
 */
export declare function createBatchCap(env: Pick<DeliveryEnv, 'now'>, tabs: Pick<Tabs, 'retryAt'>, retryBaseMs: number): BatchCap;
