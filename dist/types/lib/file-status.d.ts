/**
 * Where a file of the tag's stands, in `getStats()` (`engine`, and `definitions.file` for the
 * definitions part): `waiting` (not asked for yet), `loading`, `ready` (since `readyAt`, ms after
 * the page's time origin) or `failed` (`error` says why; the page tries once more later, and the
 * next page again).
 * @example tracker.getStats().engine // { state: 'ready', readyAt: 412.3, attempts: 1 }
 */
export interface FileStatus {
    state: 'waiting' | 'loading' | 'ready' | 'failed';
    readyAt?: number;
    error?: string;
    /** Loads tried so far. */
    attempts: number;
}
