import type { DefinedValue, PartApi, PartHost, PartStats } from '../definitions/part-types.js';
import type { DropReason } from '../delivery/delivery-types.js';
import { hasOwn } from '../lib/has-own.js';
import { tryOr } from '../lib/try-or.js';
import { createNonce } from '../wire/create-nonce.js';
import { createProblem } from '../wire/create-problem.js';
import type { Problem, VisitEvent } from '../wire/event-types.js';
import { buildCustomData } from '../definitions/build-custom-data.js';
import { loadPart, type TagScript } from './load-part.js';
import type { TrackerOptions, TrackResult } from './tracker-types.js';

/** The tracker's side of the part file: what it hands over, and what waits for it. */
export interface PartLink {
  /** At the tracker's start: loads the part when definitions are given or a call waits for it. */
  start: (host: PartHost, tag?: TagScript) => void;
  trackConversion: (goalId: unknown, more?: Record<string, unknown>) => TrackResult;
  setCustomData: (nameOrIndex: string | number, values: DefinedValue | DefinedValue[], more?: object) => TrackResult;
  getCustomData: (name: string) => Promise<DefinedValue[] | undefined>;
  onPageView: (href: string) => void;
  /** Consent granted: the part writes what it kept before. */
  persistMemory: () => void;
  /** Consent denied: removes the tag's memory from the device, and the part forgets what this page kept. */
  forgetMemory: () => void;
  /** Calls that wait for the part (counted with the held events). */
  waitingCalls: () => number;
  partStats: () => PartStats | undefined;
}

type Track = (input: Record<string, unknown>) => TrackResult;
type Drop = (event: Pick<VisitEvent, 'nonce' | 'eventType'>, reason: DropReason, detail?: string, problems?: Problem[]) => void;

/**
 * Hands conversions and custom data to the part file, which a page loads only when it needs it:
 * when the site gives `definitions`, or tracks a conversion with an `orderId`. Until it is there
 * (and before `start()`), such a call answers with its own nonce at once and is decided when the
 * part comes: sent, or `dropped` with its reason (a repeat, or `invalid` with its problems). A part
 * that cannot load, or a page that hides first, sends what waited as a tag without the part would.
 * Every other call goes on at once, as before, and costs no byte of the part.
 * @example const link = createPartLink(options, track, drop); link.trackConversion(12, { orderId: 'A-1' }) // '9f1c…', decided when the part comes
 */
export function createPartLink(options: TrackerOptions, track: Track, drop: Drop): PartLink {
  let part: PartApi | undefined;
  let partHost: PartHost | undefined; // given at start()
  let load: (() => void) | undefined; // set at start()
  let failure: Problem | undefined;
  let waiting: Array<() => void> = [];
  const views: string[] = []; // page views before the part, handed to it when it comes
  const decide = () => {
    const calls = waiting;
    waiting = [];
    calls.forEach((call) => call());
  };
  // The call as the part makes it, else as a tag without the part would; later, on `nonce`.
  const conversion = (goalId: unknown, more: Record<string, unknown> = {}, nonce?: string) => {
    if (part) return part.trackConversion(goalId, more, nonce);
    const { orderId, ...fields } = more;
    return track({ ...fields, nonce, eventType: 'CONVERSION', goalId });
  };
  const customData = (name: string, values: DefinedValue | DefinedValue[], more?: object, nonce?: string): TrackResult => {
    if (part) return part.setCustomData(name, values, more, nonce);
    const event = buildCustomData(name, values, more, options.customData);
    return Array.isArray(event) ? event : track({ ...event, nonce });
  };
  const later = (eventType: 'CONVERSION' | 'CUSTOMDATA', call: (nonce: string) => TrackResult) => {
    const nonce = createNonce();
    const decideCall = () => {
      const result = call(nonce);
      if (Array.isArray(result)) drop({ nonce, eventType }, 'invalid', result[0]?.message, result);
    };
    if (failure) return (decideCall(), nonce);
    waiting.push(decideCall);
    load?.();
    return nonce;
  };

  return {
    start(host, tag) {
      partHost = host;
      load = () => {
        load = undefined;
        // A page that hides before the part comes sends what waits without it: nothing is lost.
        host.window.addEventListener('pagehide', decide);
        void loadPart(host.window.document, tag)
          .then((startPart) => startPart(host))
          .then(
            (started) => ((part = started), views.splice(0).forEach(started.onPageView)),
            (error: unknown) => (failure = createProblem('definitions', 'unavailable', String(error))),
          )
          .then(decide);
      };
      if (options.definitions || waiting.length) load();
    },
    trackConversion: (goalId, more) =>
      part || (more?.orderId == null && !options.definitions)
        ? conversion(goalId, more)
        : later('CONVERSION', (nonce) => conversion(goalId, more, nonce)),
    setCustomData(nameOrIndex, values, more) {
      const name = String(nameOrIndex);
      // An index, or a name of the site's own map, needs no definitions.
      return part || !options.definitions || /^\d+$/.test(name) || hasOwn(options.customData ?? {}, name)
        ? customData(name, values, more)
        : later('CUSTOMDATA', (nonce) => customData(name, values, more, nonce));
    },
    // Once the part is there (it keeps the values), or at once when no part is coming.
    getCustomData: (name) =>
      new Promise((resolve) => {
        const answer = () => resolve(part?.getCustomData(name));
        if (part || failure || !options.definitions) return answer();
        waiting.push(answer);
        load?.();
      }),
    onPageView: (href) => void (part ? part.onPageView(href) : options.definitions && views.push(href)),
    persistMemory: () => part?.persistMemory(),
    forgetMemory() {
      part?.forgetMemory();
      tryOr(() => partHost?.window.localStorage.removeItem(partHost.storageName), undefined);
    },
    waitingCalls: () => waiting.length,
    partStats: () =>
      part?.partStats() ??
      (options.definitions ? { state: failure ? 'failed' : 'loading', problems: failure ? [failure] : [], repeats: [] } : undefined),
  };
}
