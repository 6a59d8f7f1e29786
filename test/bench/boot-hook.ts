// The boot section's inline script: the first script of the article page, before the tag's
// `<script async src>`. It marks the tag's first page view (stored, or sent for a tag that stores
// nothing) and, in Firefox and WebKit, where no trace of the main thread is at hand, runs a busy
// probe. `bootHook` is serialised into the page (bootHookScript), so it is self-contained.

/** What marks a tag's first page view. */
export type FirstPageSignal =
  /** visit-tag: the `stored` outcome of its PAGE event (visitTag.onOutcome, set up through visitTagQueue). */
  | { kind: 'outcome' }
  /** A peer: the first fetch, beacon or XMLHttpRequest to a URL with this prefix (its page view sent). */
  | { kind: 'request'; urlPrefix: string };

/** The hook's settings for one page. */
export interface BootHookConfig {
  signal: FirstPageSignal;
  /** URL prefix of every file of the tag: a script element with such a `src` is the tag's. */
  tagPrefix: string;
  /** Globals set before the tag runs. */
  globals: Record<string, unknown>;
  /** Spin the busy probe until the first page view, or at most this long after the tag's first script ran (0: no probe). */
  probeWindowMs: number;
}

/** What the hook saw, in performance.now() milliseconds; read from `window.__bootHook`. */
export interface BootHookState {
  hookAt: number;
  /** When the first page view was stored (or sent). */
  storedAt?: number;
  /** The `load` event of each of the tag's script elements, which fires right after the script ran. */
  evaluatedAt: number[];
  /** The probe's turns that took over 0.25 ms (a task ran between them): flat triples (start, end, turns before it). */
  gaps: number[];
  /** All the probe's turns, and when it stopped (undefined while it runs). */
  turns: number;
  probeEnd?: number;
  isIsolated: boolean;
}

/**
 * Sets up the first-page-view mark (performance mark `boot-stored`) and the busy probe (runs in the page).
 * @example const html = articlePage({ script, hook: bootHookScript(config) });
 */
export function bootHook(config: BootHookConfig): void {
  const now = () => performance.now();
  const state: BootHookState = { hookAt: now(), evaluatedAt: [], gaps: [], turns: 0, isIsolated: crossOriginIsolated };
  const page = window as unknown as Record<string, unknown>;
  Object.assign(page, config.globals, { __bootHook: state });
  performance.mark('boot-hook');
  const mark = () => {
    if (state.storedAt !== undefined) return;
    state.storedAt = now();
    performance.mark('boot-stored');
  };
  const signal = config.signal;
  if (signal.kind === 'outcome') {
    type Outcome = { type: string; eventType: string };
    const listen = (tag: { onOutcome(listener: (outcome: Outcome) => void): void }) =>
      tag.onOutcome((outcome) => outcome.type === 'stored' && outcome.eventType === 'PAGE' && mark());
    page.visitTagQueue = [listen];
  } else {
    const matches = (url: unknown) => String(url instanceof Request ? url.url : url).startsWith(signal.urlPrefix);
    const fetchOriginal = window.fetch.bind(window);
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      if (matches(input)) mark();
      return fetchOriginal(input, init);
    };
    const beaconOriginal = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = function (url: string | URL, data?: BodyInit | null) {
      if (matches(url)) mark();
      return beaconOriginal(url, data);
    };
    const open = Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'open')!.value as (
      this: XMLHttpRequest,
      ...args: unknown[]
    ) => void;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      if (matches(args[1])) this.addEventListener('loadstart', mark);
      open.apply(this, args);
    };
  }
  document.addEventListener(
    'load',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src.startsWith(config.tagPrefix)) state.evaluatedAt.push(now());
    },
    true,
  );
  if (!config.probeWindowMs) return;
  // One message to itself a turn: a turn that took over 0.25 ms had a task before it (a free turn
  // costs 5–20 µs in Chromium and Firefox, about 0.1 ms in WebKitGTK; shorter tasks go unseen).
  const channel = new MessageChannel();
  let last = now();
  channel.port1.onmessage = () => {
    const time = now();
    if (time - last > 0.25) state.gaps.push(last, time, state.turns);
    state.turns++;
    last = time;
    const evaluated = state.evaluatedAt[0];
    const isOver =
      state.storedAt !== undefined || (evaluated === undefined ? time - state.hookAt > 30_000 : time > evaluated + config.probeWindowMs);
    if (isOver) state.probeEnd = time;
    else channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
}

/**
 * The hook as the text of an inline script.
 * @example articlePage({ script, hook: bootHookScript({ signal: { kind: 'outcome' }, tagPrefix, globals: {}, probeWindowMs: 0 }) })
 */
export function bootHookScript(config: BootHookConfig): string {
  return `(${bootHook.toString()})(${JSON.stringify(config).replace(/</g, '\\u003c')});`;
}
