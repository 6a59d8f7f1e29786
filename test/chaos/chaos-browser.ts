import type { EngineName } from '../support/engines/engine-types.js';

/**
 * One tab of a chaos run, driven the same way in every engine. Functions passed to `evaluate`
 * run in the page: self-contained, one JSON argument, may be async.
 */
export interface ChaosPage {
  /** Loads `url` like the address bar, and waits for the load event. */
  goto(url: string): Promise<void>;
  /** The browser's reload button; waits for the load event. */
  reload(): Promise<void>;
  evaluate<T, A = undefined>(fn: ((arg: A) => T | Promise<T>) | string, arg?: A): Promise<T>;
  /**
   * Closes the tab: pagehide fires (beacons may leave). `runBeforeUnload` closes it the way a
   * user does, running beforeunload and pagehide before the tab goes (Playwright's option).
   */
  close(options?: { runBeforeUnload?: boolean }): Promise<void>;
  /** Kills the tab's renderer (no pagehide) and closes what is left of the tab; absent where the driver cannot. */
  crash?: () => Promise<void>;
}

/** A new visitor: a storage partition of its own (cookies, IndexedDB, localStorage), empty at first. */
export interface ChaosVisitor {
  newPage(): Promise<ChaosPage>;
  /** Closes its tabs (pagehide fires) and throws its storage away. */
  close(): Promise<void>;
}

/** The browser of a chaos run: one storage partition shared by every tab, as a user's tabs share it. */
export interface ChaosBrowser {
  engine: EngineName;
  newPage(): Promise<ChaosPage>;
  /** Cuts the network of every tab, open now or opened later; absent where the driver cannot. */
  setOffline?: (isOffline: boolean) => Promise<void>;
  /** A new visitor beside the run's own, for early deaths; absent where the driver cannot make one. */
  newVisitor?: () => Promise<ChaosVisitor>;
  /**
   * Dispatches the background drain's `sync` to the tag's worker, cold, from a tab of no site (the
   * DevTools Protocol's ServiceWorker domain); absent where the driver cannot (Chromium only).
   */
  dispatchSync?: () => Promise<void>;
  /** Why an action kind is skipped in this engine (the report prints it). */
  cannot: Partial<Record<'crash' | 'offline' | 'new visitor', string>>;
  /** Closes every tab (pagehide fires), then the browser. */
  close(): Promise<void>;
}
