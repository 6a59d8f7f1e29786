import { encodeLine } from '../wire/encode-lines.js';
import { utf8Length } from '../wire/utf8-length.js';
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

const OMIT = { omitVisitorCode: true };

/**
 * The event's line for a body whose query names the visitor.
 * @example lineOf(entry) // 'eventType=PRODUCT&nonce=0123456789abcdef&ean=42'
 */
export const lineOf = (entry: Entry): string => (entry.line ??= encodeLine(entry.event, OMIT));

/**
 * The event's share of a body in bytes (its line and a line break).
 * @example sizeOf(entry) // 49
 */
export const sizeOf = (entry: Entry): number => (entry.bytes ??= utf8Length(lineOf(entry)) + 1);

/**
 * Oldest first.
 * @example entries.sort(byAge)
 */
export const byAge = (a: Entry, b: Entry): number => a.storedAt - b.storedAt;

/**
 * The entries of the first entry's visitor, in order: one body carries one visitor, named once in
 * the query (the spec's common-visitor form).
 * @example sameVisitor(entries).every((entry) => entry.event.visitorCode === entries[0].event.visitorCode) // true
 */
export const sameVisitor = (list: Entry[]): Entry[] => list.filter((entry) => entry.event.visitorCode === list[0]!.event.visitorCode);
