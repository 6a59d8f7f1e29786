import { encodeLine } from '../../wire/encode-lines.js';
import { utf8Length } from '../../wire/utf8-length.js';
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
export const createEntry = (record: StoredEvent, isStored: boolean): Entry => ({ ...record, isStored, flight: 'none' });

const OMIT = { omitVisitorCode: true };

/**
 * The event's line for a body whose query names the visitor.
 * @example lineOf(entry) // 'eventType=PRODUCT&nonce=0123456789abcdef&ean=42'
 */
export const lineOf = (entry: Entry): string => (entry.encodedLine ??= encodeLine(entry.event, OMIT));

/**
 * The event's share of a body in bytes (its line and a line break).
 * @example sizeOf(entry) // 49
 */
export const sizeOf = (entry: Entry): number => (entry.lineBytes ??= utf8Length(lineOf(entry)) + 1);

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
export const sameVisitor = (list: Entry[]): Entry[] => list.filter((entry) => entry.event.visitorCode === list[0].event.visitorCode);

/**
 * The events of entries, for the records the store keeps (no delivery state in them).
 * @example toRecords(entries)[0] // { event, storedAt }
 */
export const toRecords = (list: Entry[]): StoredEvent[] => list.map(({ event, storedAt }) => ({ event, storedAt }));

/**
 * The nonces of entries: the store's keys.
 * @example noncesOf(entries) // ['0123456789abcdef']
 */
export const noncesOf = (list: Entry[]): string[] => list.map((entry) => entry.event.nonce);
