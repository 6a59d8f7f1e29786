import { type Call, type StoredCall } from '../loader/call.js';
/**
 * A call another page stored this long ago is an orphan: its page went away before its engine
 * came (the engine loads within seconds; a page whose engine failed keeps waiting), so this
 * engine makes it into its event. A younger one is left to its own page.
 * @example storedAt < now - ORPHAN_AFTER_MS
 */
export declare const ORPHAN_AFTER_MS = 10000;
/**
 * Returns what adopts the orphans among the calls read from the store: calls of a version this
 * engine knows, of another page, at least {@link ORPHAN_AFTER_MS} old, each once. Calls of any
 * other version are left alone.
 * @example const adopt = createOrphanAdoption(page, (call) => engine.replay(call)); adopt(records, Date.now());
 */
export declare function createOrphanAdoption(page: string, replay: (call: Call) => void): (records: StoredCall[], now: number) => void;
