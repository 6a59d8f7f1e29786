import type { TrackerOptions } from '../tracker/tracker-types.js';
import type { EngineSource, EngineStatus, StartEngine } from './engine-types.js';
import { ENGINE_IDLE_DEADLINE_MS, whenIdle } from './when-idle.js';

/** Loads a page tries: the first, and one more after {@link ENGINE_RETRY_MS}; the next page tries again. */
export const MAX_ENGINE_LOADS = 2;
/** How long after a failed load the page tries once more. */
export const ENGINE_RETRY_MS = 30_000;

/** The engine's arrival, as the loader drives it. */
export interface EngineLoading {
  /** Loads the engine now unless it is there or loading; resolves when this attempt is over, whatever its end. */
  load: () => Promise<void>;
  /** Loads it at an idle moment (with a deadline). */
  whenIdle: (win: Window) => void;
  /** A synchronous source (the debug build): the engine is there from the first call. */
  connectNow: () => void;
  /** Resolves once the engine is ready; never rejects. */
  ready: Promise<void>;
  status: () => EngineStatus;
}

/**
 * The engine's loading: once at a time, at most {@link MAX_ENGINE_LOADS} times per page, its state
 * kept for `getStats().engine`. `onEngine` receives the engine's entry when it has loaded; if it
 * throws, the load counts as failed.
 * @example const loading = createEngineLoading({ load }, options, (startEngine) => connect(startEngine)); await loading.load();
 */
export function createEngineLoading(source: EngineSource, options: TrackerOptions, onEngine: (start: StartEngine) => void): EngineLoading {
  const status: EngineStatus = { state: 'waiting', attempts: 0 };
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let attempt: Promise<void> = Promise.resolve();
  const connect = (start: StartEngine) => {
    if (status.state === 'ready') return;
    onEngine(start);
    status.state = 'ready';
    status.readyAt = performance.now();
    delete status.error;
    markReady();
  };
  const fail = (error: unknown) => {
    status.state = 'failed';
    status.error = String(error);
    if (__DEV__ && options.debug) console.warn('[visit-tag] the engine did not load; the calls stay stored', error);
    // Failed: only this timer tries again (a call in between does not).
    if (status.attempts < MAX_ENGINE_LOADS)
      setTimeout(() => {
        status.state = 'waiting';
        void loading.load();
      }, ENGINE_RETRY_MS);
  };
  const loading: EngineLoading = {
    load() {
      if (status.state !== 'waiting' || !source.load) return attempt;
      status.state = 'loading';
      status.attempts++;
      return (attempt = source.load().then(connect).catch(fail));
    },
    whenIdle: (win) => whenIdle(win, () => void loading.load(), ENGINE_IDLE_DEADLINE_MS),
    connectNow() {
      if (source.engine) connect(source.engine);
    },
    ready,
    status: () => ({ ...status }),
  };
  return loading;
}
