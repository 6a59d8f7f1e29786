// A timer wait shared by the storage-loss tests (storage-loss.test.ts, storage-loss-indexeddb.test.ts).

/** Resolves after `ms` milliseconds of the (real or fake) timers. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
