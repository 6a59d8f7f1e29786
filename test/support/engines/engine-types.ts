/**
 * The three engines the real-browser tier runs every scenario in.
 *
 * @example
 * describe.each(ENGINE_NAMES)('%s', (name) => { ... });
 */
export const ENGINE_NAMES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/**
 * One tab (in its own storage partition where the engine allows) driven the same way in every engine.
 * Functions passed to `evaluate` run in the page: they must be self-contained (no closure over test
 * variables) and take one JSON-serialisable argument; they may be async.
 */
export interface EnginePage {
  /** Navigates and waits for the load event. */
  goto(url: string): Promise<void>;
  /** Reloads and waits for the load event. */
  reload(): Promise<void>;
  /** Runs a function (with one JSON argument) or an expression in the page; awaits a returned promise. */
  evaluate<T, A = undefined>(fn: ((arg: A) => T | Promise<T>) | string, arg?: A): Promise<T>;
  /** Cuts the page's network (fetch and beacons fail) and restores it. Undefined where the driver has no such command. */
  setOffline?: (isOffline: boolean) => Promise<void>;
  /** Runs `source` in every document of this page before its own scripts. Undefined where the driver cannot. */
  addInitScript?: (source: string) => Promise<void>;
  /**
   * A click through the driver's input events (not a script's `click()`), on the first element
   * matching `selector`, with the middle button or a modifier key held: what a user does.
   */
  click(selector: string, options?: { button?: 'left' | 'middle'; modifier?: 'Control' }): Promise<void>;
  /** Focuses the first element matching `selector` and presses a key through the driver's input events. */
  press(selector: string, key: 'Enter' | 'Space'): Promise<void>;
  /** The cookies of the page's current URL as the browser keeps them (driver API, not document.cookie). */
  getCookies(): Promise<EngineCookie[]>;
  /** Closes the tab (pagehide fires: a page close, never a browser close, lets unload-time beacons leave). */
  close(): Promise<void>;
}

/** A cookie as the driver reports it; `expires` in seconds since the epoch, undefined for a session cookie. */
export interface EngineCookie {
  name: string;
  value: string;
  expires?: number;
}

/** What a driver cannot do, with the reason, so a scenario skips loudly instead of silently. */
export interface EngineCapabilities {
  /** Why `setOffline` is missing, or null when it exists. */
  offline: string | null;
  /** Why `addInitScript` is missing, or null when it exists. */
  initScript: string | null;
}

/** A launched browser, reused across scenarios; every scenario takes a fresh page. */
export interface Engine {
  name: EngineName;
  /** The user agent pages see (as the server's request log will show it). */
  userAgent: string;
  capabilities: EngineCapabilities;
  newPage(): Promise<EnginePage>;
  /** Closes the browser and kills every child process it started (driver, Xvfb). */
  close(): Promise<void>;
}
