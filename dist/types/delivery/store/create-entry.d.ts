import type { StoredEvent } from './event-store.js';
/**
 * What carries an event right now. `keepalive` and `beacon` outlive the page; `fetch` (a plain
 * fetch of a backlog) does not. A beacon's answer cannot be read: a beaconed event stays stored
 * and is sent again later unless a 2xx confirms it.
 */
export type Flight = 'none' | 'keepalive' | 'fetch' | 'beacon';
/**
 * One event as this tab knows it, with its delivery state. The state lives in memory only: an
 * in-flight mark dies with the page that set it, so a page that dies mid-send strands nothing.
 */
export interface Entry extends StoredEvent {
    /** Its write to the store has completed: only then may a fetch carry it. */
    isStored: boolean;
    flight: Flight;
    /** The encoded line without visitorCode (the query names the visitor), computed once. */
    encodedLine?: string;
    /** The line's share of a body in bytes (the line and a line break), computed once. */
    lineBytes?: number;
}
/**
 * An entry for an event: just accepted (`isStored` false), or read from the store.
 * @example createEntry({ event, storedAt: Date.now() }, false).flight // 'none'
 */
export declare const createEntry: (record: StoredEvent, isStored: boolean) => Entry;
/**
 * The event's line for a body whose query names the visitor.
 * @example lineOf(entry) // 'eventType=PRODUCT&nonce=0123456789abcdef&ean=42'
 */
export declare const lineOf: (entry: Entry) => string;
/**
 * The event's share of a body in bytes (its line and a line break).
 * @example sizeOf(entry) // 49
 */
export declare const sizeOf: (entry: Entry) => number;
/**
 * Oldest first.
 * @example entries.sort(byAge)
 */
export declare const byAge: (a: Entry, b: Entry) => number;
/**
 * The entries of the first entry's visitor, in order: one body carries one visitor, named once in
 * the query (the spec's common-visitor form).
 * @example sameVisitor(entries).every((entry) => entry.event.visitorCode === entries[0].event.visitorCode) // true
 */
export declare const sameVisitor: (list: Entry[]) => Entry[];
/**
 * The events of entries, for the records the store keeps (no delivery state in them).
 * @example toRecords(entries)[0] // { event, storedAt }
 */
export declare const toRecords: (list: Entry[]) => StoredEvent[];
/**
 * The nonces of entries: the store's keys.
 * @example noncesOf(entries) // ['0123456789abcdef']
 */
export declare const noncesOf: (list: Entry[]) => string[];
