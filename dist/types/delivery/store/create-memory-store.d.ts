import { type EventStore } from './event-store.js';
/**
 * The queue in memory: the fallback when IndexedDB cannot be opened (some private modes, blocked
 * storage), and the store of unit tests. Events then live as long as the page.
 * @example const store = createMemoryStore(); await store.put([{ event, storedAt: Date.now() }]);
 */
export declare function createMemoryStore(): EventStore;
