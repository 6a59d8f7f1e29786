import type { StoredEvent } from '../store/event-store.js';
/** The part of Web Storage the handoff uses (`localStorage` in a browser), whose own keys are its item names. */
export type HandoffStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
/** What pages left in Web Storage: their records, and how to remove them once stored or dropped. */
export interface LeftRecords {
    records: StoredEvent[];
    remove: () => void;
}
/** Where a page that goes away leaves the events it has not stored yet, for the next page of ours. */
export interface Handoff {
    /** Leaves these records, synchronously, in place of what this page left before; false when storage refused them. */
    leave: (records: StoredEvent[]) => boolean;
    /** Removes what this page left: it is back (pageshow) and stores them itself. */
    recall: () => void;
    /** What every page left (a record without a nonce is left out; an item that is no JSON list is removed). */
    collect: () => LeftRecords;
}
/** The key prefix of what pages left: one item per page, under the nonce of its first event. */
export declare const HANDOFF_PREFIX = "visit-tag-left:";
/**
 * The page-hide handoff. An event tracked a moment before its page goes away is not stored yet:
 * its IndexedDB write is under way and may not land before the page dies. Beaconed, it is a copy
 * whenever the write lands too (the next page sends it again). So the page leaves such events in
 * Web Storage, which is synchronous, instead of a beacon when a page of ours will send the store
 * (another tab, or the page this one navigates to), beside it when leaving the site (a failed
 * beacon and a cut write then lose nothing). The next page of ours moves them into the store (a
 * put by nonce, so an event whose write landed as well is still one record) and sends them. The write goes on
 * too: a closing tab's last Web Storage writes may never reach the other tab (docs/browser-facts.md,
 * "Web Storage from a closing tab"). When it lands after that page has sent them, it is a copy.
 * @example
 * const handoff = createHandoff(() => localStorage);
 * handoff.leave([{ event, storedAt: Date.now() }]); // true
 * handoff.collect().records.length // 1, in any page of the origin
 */
export declare function createHandoff(storage: () => HandoffStorage | null): Handoff;
