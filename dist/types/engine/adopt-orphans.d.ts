import { type Call, type StoredCall } from '../loader/call.js';
/**
 * A call another page stored this long ago is an orphan: its page went away before its engine
 * came (the engine loads within seconds; a page whose engine failed keeps waiting), so this
 * engine makes it into its event. A younger one is left to its own page.
 * @example storedAt < now - ORPHAN_AFTER_MS
 */
export declare const ORPHAN_AFTER_MS = 10000;
/** What adopts other pages' calls: see {@link createOrphanAdoption}. */
export interface OrphanAdoption {
    /** Looks at the calls read from the store: replays the orphans, counts the young ones and asks for a look again when the first of them comes of age. */
    adoptFrom: (records: StoredCall[], now: number) => void;
    /** How many calls of other pages the last look found too young to take (`getStats().otherPagesCalls`). */
    countYoung: () => number;
}
/**
 * Returns what adopts the orphans among the calls read from the store: calls of a version this
 * engine knows, of another page, at least {@link ORPHAN_AFTER_MS} old, each once. Calls of any
 * other version are left alone. While younger calls of other pages are stored, `lookAgain` runs
 * when the oldest of them comes of age (the engine reads the store then, which calls `adoptFrom`
 * again), so a page that stays sends them without waiting for its next flush.
 * @example const adoption = createOrphanAdoption(page, (call) => engine.adoptCalls([call]), () => void engine.getQueued()); adoption.adoptFrom(records, Date.now());
 */
export declare function createOrphanAdoption(page: string, replay: (call: Call) => void, lookAgain: () => void): OrphanAdoption;
