// One boot of one tag, measured inside a fresh page: the function below is handed to
// `EnginePage.evaluate`, so it is self-contained (no imports, no closure) and takes one JSON argument.
// How it measures, and why that way, is in the header of test/bench/boot.bench.ts.

/** A classic script the boot evaluates: its text fetched from `src` (or given as `text`), with `data-*` attributes. */
export interface BootScript {
  src?: string;
  text?: string;
  /** `data-*` attributes of the script element, without the `data-` prefix. */
  data?: Record<string, string>;
}

/** What marks a tag's first page view as stored (or, for a tag that stores nothing, sent). */
export type StoredSignal =
  /** visit-tag: the `stored` outcome of the PAGE event (visitTag.onOutcome, set up through visitTagQueue). */
  | { kind: 'outcome' }
  /** A tag that keeps its queue in localStorage: the first write of a non-empty queue to a key with this prefix. */
  | { kind: 'storage'; keyPrefix: string }
  /** A tag that stores nothing: the first fetch or beacon to a URL with this prefix. */
  | { kind: 'request'; urlPrefix: string };

/** One boot: the scripts in order, what marks the first page view, and the timing settings. */
export interface BootSetup {
  scripts: BootScript[];
  stored: StoredSignal;
  /** Globals set before the scripts run. */
  globals?: Record<string, unknown>;
  /** Spin the busy probe (false: only wait, for a trace of the main thread to count the busy time). */
  probe: boolean;
  /** How long the probe's cost per turn is measured before the scripts run. */
  calibrateMs: number;
  /** Give up when the first page view is not stored this long after the scripts ran. */
  timeoutMs: number;
}

/** What one boot measured, in milliseconds of performance.now(). */
export interface BootSample {
  /** Evaluating the scripts: parse, compile and run, synchronously. */
  evalMs: number;
  /** Main-thread busy time from the scripts' start to the first page view stored. */
  mainMs: number;
  /** Wall time from the scripts' start to the first page view stored. */
  wallMs: number;
  /** The busy probe's cost per turn, as calibrated in this page (µs). */
  probeTurnUs: number;
  /** Whether the page was cross-origin isolated (performance.now() to 5–20 µs instead of 0.1–1 ms). */
  isIsolated: boolean;
}

/**
 * Evaluates the scripts in the current page and measures the boot (runs in the page).
 * @example const sample = await page.evaluate(measureBoot, setup);
 */
export async function measureBoot(setup: BootSetup): Promise<BootSample> {
  const now = () => performance.now();
  const texts = await Promise.all(setup.scripts.map(async (script) => script.text ?? (await (await fetch(script.src!)).text())));
  const page = window as unknown as Record<string, unknown>;
  Object.assign(page, setup.globals ?? {});
  let storedAt: number | undefined;
  let onStored = () => {};
  const mark = () => {
    if (storedAt !== undefined) return;
    storedAt = now();
    performance.mark('boot-stored');
    onStored();
  };
  const signal = setup.stored;
  if (signal.kind == 'outcome') {
    type Outcome = { type: string; eventType: string };
    const listen = (tag: { onOutcome(listener: (outcome: Outcome) => void): void }) =>
      tag.onOutcome((outcome) => outcome.type == 'stored' && outcome.eventType == 'PAGE' && mark());
    page.visitTagQueue = [listen];
  } else if (signal.kind == 'storage') {
    const setItem = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')!.value as Storage['setItem'];
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      setItem.call(this, key, value);
      if (key.startsWith(signal.keyPrefix) && value != '[]') mark();
    };
  } else {
    const matches = (url: unknown) => String(url instanceof Request ? url.url : url).startsWith(signal.urlPrefix);
    const fetchOriginal = window.fetch.bind(window);
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const response = fetchOriginal(input, init);
      if (matches(input)) mark();
      return response;
    };
    const beaconOriginal = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = function (url: string | URL, data?: BodyInit | null) {
      const queued = beaconOriginal(url, data);
      if (matches(url)) mark();
      return queued;
    };
  }

  // The busy probe: one message to itself a turn. A turn costs the same whenever the main thread is
  // free, so the turns it could not take while the window lasted are the time others used.
  const channel = new MessageChannel();
  const spin = (until: (time: number) => boolean) =>
    new Promise<number>((resolve) => {
      let turns = 0;
      channel.port1.onmessage = () => {
        if (until(now())) return resolve(turns);
        turns++;
        channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    });
  // Warm the probe up (its code gets compiled, the page's own load work ends), then calibrate.
  // Without the probe: the same quiet time before the scripts, idle.
  let end = now() + setup.calibrateMs / 2;
  let turnMs = 0;
  if (setup.probe) {
    await spin((time) => time >= end);
    const calibrationStart = now();
    end = calibrationStart + setup.calibrateMs;
    const calibrationTurns = await spin((time) => time >= end);
    turnMs = (now() - calibrationStart) / calibrationTurns;
  } else await new Promise((resolve) => setTimeout(resolve, setup.calibrateMs * 1.5));

  const elements = setup.scripts.map((script, i) => {
    const element = document.createElement('script');
    element.text = texts[i];
    for (const [name, value] of Object.entries(script.data ?? {})) element.setAttribute(`data-${name}`, value);
    return element;
  });
  performance.mark('boot-start');
  const start = now();
  // An inline classic script runs synchronously when inserted: this is its whole evaluation.
  for (const element of elements) document.head.appendChild(element);
  const evaluated = now();
  const deadline = evaluated + setup.timeoutMs;
  let turns = 0;
  if (setup.probe) turns = await spin((time) => storedAt !== undefined || time > deadline);
  else if (storedAt === undefined) {
    await new Promise<void>((resolve) => {
      onStored = resolve;
      setTimeout(resolve, setup.timeoutMs);
    });
  }
  if (storedAt === undefined) throw new Error(`no first page view stored within ${setup.timeoutMs} ms`);
  const isInEval = storedAt <= evaluated;
  return {
    evalMs: evaluated - start,
    mainMs: isInEval ? storedAt - start : evaluated - start + Math.max(0, storedAt - evaluated - turns * turnMs),
    wallMs: storedAt - start,
    probeTurnUs: turnMs * 1000,
    isIsolated: crossOriginIsolated,
  };
}
