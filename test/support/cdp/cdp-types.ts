// The DevTools-protocol shapes the pipe and the launcher share.

/** One message from Chromium: a command's answer (`id`) or an event (`method`), of a session or the browser. */
export interface CdpMessage {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
  sessionId?: string;
}

/** A target as `Target.attachedToTarget` describes it. */
export interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
  subtype?: string;
}

/** One `Preload.prerenderStatusUpdated` of an initiating page. */
export interface PrerenderStatus {
  url: string;
  /** Pending, Running, Ready, Success (activated) or Failure. */
  status: string;
  /** Chromium's PrerenderFinalStatus on Failure, e.g. TriggerDestroyed. */
  prerenderStatus?: string;
}

/** A cookie as `Storage.getCookies` lists it. */
export interface CdpCookie {
  name: string;
  value: string;
  domain: string;
}

/** A page target, driven through a session that Chromium attached from its tab. */
export interface CdpPage {
  targetId: string;
  sessionId: string;
  /** Runs `expression` in the page (a promise is awaited) and resolves with its value as JSON. */
  evaluate<T>(expression: string): Promise<T>;
  /** Navigates, resolving at the load event of the new document. */
  navigate(url: string): Promise<void>;
  /** This page's prerender status updates so far, oldest first. */
  prerenderStatuses(): PrerenderStatus[];
  /**
   * Resolves once this page's prerender of `url` is Ready, with the prerendered page; rejects
   * with Chromium's final status when it fails (e.g. PrerenderingDisabledByDevTools).
   */
  whenPrerendered(url: string, timeoutMs?: number): Promise<CdpPage>;
  /** Resolves when the page's target is gone (closed, or a prerender discarded). */
  whenGone(timeoutMs?: number): Promise<void>;
  /** Closes the page's tab. */
  close(): Promise<void>;
}

/** A browser context of its own: cookies, storage and cache start empty. */
export interface CdpContext {
  id: string;
  newPage(): Promise<CdpPage>;
  /** Every cookie of the context (the browser's cookie jar, not a page's view of it). */
  cookies(): Promise<CdpCookie[]>;
  close(): Promise<void>;
}

/** Debian's Chromium driven over `--remote-debugging-pipe`. */
export interface CdpChromium {
  /** Sends a command to the browser, or to a session, and resolves with its result. */
  send(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<Record<string, unknown>>;
  newContext(): Promise<CdpContext>;
  close(): Promise<void>;
}
