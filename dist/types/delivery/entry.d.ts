import type { StoredEvent } from './event-store.js';
/**
 * One event as this tab tracks it, with its delivery state kept in memory only: an in-flight mark
 * dies with the page that set it, so a page that dies mid-send never strands an event.
 */
export interface Entry extends StoredEvent {
    /** 0: not stored yet (only in memory, or its write is under way), 2: stored. */
    w: number;
    /** 0: idle, 1: keepalive fetch in flight, 2: plain fetch in flight, 3: beaconed, unconfirmed. */
    f: number;
    /** The encoded line without visitorCode (the query names the visitor), computed once. */
    line?: string;
    bytes?: number;
}
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
