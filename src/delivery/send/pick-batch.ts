import { KEEPALIVE_MAX_BYTES, MAX_BODY_BYTES } from '../../wire/event-table.js';
import { splitIntoBodies } from '../../wire/split-into-bodies.js';
import { lineOf, sameVisitor, type Entry } from '../store/create-entry.js';

/** The next request: its events, whether it goes as keepalive, and the events too large for any request. */
export interface Batch {
  picked: Entry[];
  isKeepalive: boolean;
  oversized: Entry[];
}

/**
 * The next body to send from what waits (oldest first): the oldest visitor's oldest events. While
 * everything of that visitor fits the free keepalive quota, one keepalive fetch carries it (it then
 * outlives the page); while the page is hidden (it may die any moment), every body is keepalive and
 * at most the quota. Otherwise a backlog drains in plain fetches of up to 3 MB, and an event
 * larger than that goes nowhere (`oversized`). `maxEvents` (the batch cap) bounds the body by
 * count; the part of a backlog it leaves goes as a plain fetch.
 * @example pickBatch(waiting, false).picked.length // every waiting event of the first visitor, when they fit 64 KiB
 */
export function pickBatch(waiting: Entry[], isHidden: boolean, maxEvents = Infinity): Batch {
  const group = sameVisitor(waiting);
  const lines = group.map(lineOf);
  let split = splitIntoBodies(lines, KEEPALIVE_MAX_BYTES);
  const isKeepalive = isHidden || (split.bodies.length === 1 && !split.oversized.length && group.length <= maxEvents);
  let oversized: Entry[] = [];
  if (!isKeepalive) {
    split = splitIntoBodies(lines, MAX_BODY_BYTES);
    oversized = split.oversized.map((index) => group[index]);
  }
  return { picked: split.bodies[0]?.indices.slice(0, maxEvents).map((index) => group[index]) ?? [], isKeepalive, oversized };
}
