import type { OutcomeHub } from './create-outcome-hub.js';
import type { Consent, Tracker, TrackerOptions, TrackerStats, TrackResult } from '../types/tracker-types.js';
import type { Problem } from '../wire/event-types.js';
import type { Call } from './call.js';
import type { LoadTagFile } from './load-tag-file.js';
import type { createFileLoading } from './create-file-loading.js';

/**
 * What the loader hands the engine when it arrives: the options (one object, so `init()` after
 * the start still reaches the engine), and the parts both need, made once by the loader: the
 * outcome hub (outcomes and drops counted since the first call), the nonce source, and the page's
 * own id, and how files load.
 * @example startEngine({ options, hub, createNonce, page, createFileLoading })
 */
export interface EngineParts {
  options: TrackerOptions;
  hub: OutcomeHub;
  createNonce: () => string;
  /** This page's id: the calls of other pages in the store are adopted once they are orphans. */
  page: string;
  /** The production script tag's one way to load a file of its own (the definitions part); absent elsewhere. */
  loadFile?: LoadTagFile;
  /**
   * The loader's rule for loading a file (tries, retry, status), handed over so the engine loads
   * its part by the same rule without carrying a copy of it.
   */
  createFileLoading: typeof createFileLoading;
  /** The script tag's address where the engine is in it (the debug build): the background drain's worker is beside it. */
  tagSrc?: string;
}

/**
 * The engine as the loader uses it: every call the loader answered goes through `replay`, in the
 * order of the calls, and so does every call once the engine is ready (its answer then comes back
 * at once). The rest of the API is the engine's own.
 * @example engine.replay(call) // '9f1c0a7e3b5d2468', or Problem[]
 */
export interface Engine extends Pick<
  Tracker,
  | 'setVisitorCode'
  | 'getVisitorCode'
  | 'getCookieDomain'
  | 'setConsent'
  | 'getConsent'
  | 'retrieveDataFromRemoteSource'
  | 'getRemoteData'
  | 'getCustomData'
  | 'flush'
  | 'getQueued'
> {
  /**
   * Starts with the consent the loader settled, at the moment the loader started (STATICDATA's
   * time); `firstView`, the page's first view when the engine was there before the start, goes
   * right after STATICDATA.
   */
  start(consent: Consent, at: number, firstView?: Call): Problem[] | undefined;
  /**
   * A call in the engine: checked against the contract, made into its event under the call's
   * nonce, queued. `isAnswered`: the loader answered it before the engine came (a repeated
   * conversion then ends `dropped`); else its answer goes back to the page now.
   */
  replay(call: Call, isAnswered?: boolean): TrackResult | undefined;
  /**
   * Calls whose nonces a loader gave out (this page's, in their order, or orphans of pages gone):
   * each replayed; one refused now ends `dropped` (`invalid`, or `skipped` by `beforeSend`) with
   * its problems, and its record leaves the store (`isStored`: which were written; all by default).
   */
  adoptCalls(calls: Call[], isStored?: (call: Call) => boolean): void;
  getStats(): Omit<TrackerStats, 'engine'>;
}

/**
 * The engine's entry: what the engine file (or its chunk) gives the loader.
 * @example const engine = startEngine(parts)
 */
export type StartEngine = (parts: EngineParts) => Engine;

/**
 * How the loader gets its engine: at once (`engine`: the debug build, tests; every answer is then
 * synchronous from the first call), or by `load` (the engine file, or `import()` of its chunk).
 * @example createLoader(options, { load: () => import('./start-engine.js').then((module) => module.startEngine) })
 */
export interface EngineSource {
  engine?: StartEngine;
  load?: () => Promise<StartEngine>;
  /** The script tag's loader of its own files, handed to the engine (`EngineParts.loadFile`). */
  loadFile?: LoadTagFile;
}
