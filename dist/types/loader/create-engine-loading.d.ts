import type { TrackerOptions } from '../tracker/tracker-types.js';
import type { EngineSource, EngineStatus, StartEngine } from './engine-types.js';
/** Loads a page tries: the first, and one more after {@link ENGINE_RETRY_MS}; the next page tries again. */
export declare const MAX_ENGINE_LOADS = 2;
/** How long after a failed load the page tries once more. */
export declare const ENGINE_RETRY_MS = 30000;
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
export declare function createEngineLoading(source: EngineSource, options: TrackerOptions, onEngine: (start: StartEngine) => void): EngineLoading;
