import type { FileStatus } from '../lib/file-status.js';
import { ENGINE_IDLE_DEADLINE_MS, whenIdle } from './when-idle.js';

/** Loads a page tries of one file: the first, and one more after {@link FILE_RETRY_MS}; the next page tries again. */
export const MAX_FILE_LOADS = 2;
/** How long after a failed load the page tries once more. */
export const FILE_RETRY_MS = 30_000;

/** One file's arrival, as the tag drives it. */
export interface FileLoading {
  /** Loads the file now unless it is there or loading; resolves when this attempt is over, whatever its end. */
  load: () => Promise<void>;
  /** Loads it at an idle moment (with a deadline). */
  whenIdle: (win: Window) => void;
  /** An entry that is there at once (the debug build's engine): ready from the first call. */
  connectNow: () => void;
  /** Resolves once the file is ready; never rejects. */
  ready: Promise<void>;
  status: () => FileStatus;
}

/**
 * The loading of one file of the tag's (the engine, the definitions part), the same rule for each:
 * once at a time, at most {@link MAX_FILE_LOADS} times per page, its state kept for `getStats()`.
 * `onEntry` receives the file's entry when it has loaded (if it throws, the load counts as failed);
 * `onFailure` hears each failed load, so what waits for the file can go on without it.
 * @example const loading = createFileLoading({ load }, (startEngine) => connect(startEngine)); await loading.load();
 */
export function createFileLoading<T>(
  source: { load?: () => Promise<T>; entry?: T },
  onEntry: (entry: T) => void,
  onFailure?: (error: unknown) => void,
): FileLoading {
  const status: FileStatus = { state: 'waiting', attempts: 0 };
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let attempt: Promise<void> = Promise.resolve();
  const connect = (entry: T) => {
    if (status.state === 'ready') return;
    onEntry(entry);
    status.state = 'ready';
    status.readyAt = performance.now();
    delete status.error;
    markReady();
  };
  const fail = (error: unknown) => {
    status.state = 'failed';
    status.error = String(error);
    onFailure?.(error);
    // Failed: only this timer tries again (a call in between does not).
    if (status.attempts < MAX_FILE_LOADS)
      setTimeout(() => {
        status.state = 'waiting';
        void loading.load();
      }, FILE_RETRY_MS);
  };
  const loading: FileLoading = {
    load() {
      if (status.state !== 'waiting' || !source.load) return attempt;
      status.state = 'loading';
      status.attempts++;
      return (attempt = source.load().then(connect).catch(fail));
    },
    whenIdle: (win) => whenIdle(win, () => void loading.load(), ENGINE_IDLE_DEADLINE_MS),
    connectNow() {
      if (source.entry) connect(source.entry);
    },
    ready,
    status: () => ({ ...status }),
  };
  return loading;
}
