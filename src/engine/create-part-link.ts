import type { PartApi, PartHost, PartStats, StartPart } from '../definitions/part/part-types.js';
import type { DefinedValue } from '../definitions/file/definitions.js';
import type { DropReason, Outcome } from '../delivery/delivery-types.js';
import { hasOwn } from '../lib/has-own.js';
import { tryOr } from '../lib/try-or.js';
import { createProblem } from '../wire/create-problem.js';
import type { Problem, VisitEvent } from '../wire/event-types.js';
import { buildCustomData } from '../definitions/part/build-custom-data.js';
import type { createFileLoading, FileLoading } from '../loader/create-file-loading.js';
import type { TrackerOptions, TrackResult } from '../types/tracker-types.js';

/** The engine's side of the part file: what it hands over, and what waits for it. */
export interface PartLink {
  /** At the engine's start: loads the part (`loadPart`) when definitions are given or a call waits for it. */
  start: (host: PartHost, loadPart: () => Promise<StartPart>) => void;
  /** A conversion under the nonce the loader gave it; `isAnswered`: the page has that nonce already. */
  trackConversion: (goalId: unknown, more: Record<string, unknown> | undefined, nonce: string, isAnswered: boolean) => TrackResult;
  setCustomData: (
    nameOrIndex: string | number,
    values: DefinedValue | DefinedValue[],
    more: object | undefined,
    nonce: string,
  ) => TrackResult;
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
 * when the site gives `definitions` or `backgroundSync`, or tracks a conversion with an `orderId`. Until it is there
 * (and before `start()`), such a call keeps the nonce the loader answered with and is decided when
 * the part comes: sent, or `dropped` with its reason (a repeat, or `invalid` with its problems). A
 * part that cannot load (the same rule as the engine's file: `createFileLoading`), or a page that
 * hides first, sends what waited as a tag without the part would. Every other call goes on at
 * once, and costs no byte of the part.
 * @example const link = createPartLink(options, track, drop, createFileLoading); link.trackConversion(12, { orderId: 'A-1' }, nonce, false) // nonce, decided when the part comes
 */
export function createPartLink(
  options: TrackerOptions,
  track: Track,
  drop: Drop,
  createLoading: typeof createFileLoading, // the loader's, handed to the engine (EngineParts)
): PartLink {
  let part: PartApi | undefined;
  let partHost: PartHost | undefined; // given at start()
  let loading: FileLoading | undefined; // made at start()
  let failure: Problem | undefined;
  let waiting: Array<() => void> = [];
  const views: string[] = []; // page views before the part, handed to it when it comes
  const decide = () => {
    const calls = waiting;
    waiting = [];
    calls.forEach((call) => call());
  };
  // The call as the part makes it, else as a tag without the part would.
  const conversion = (goalId: unknown, more: Record<string, unknown> = {}, nonce: string, isAnswered: boolean) => {
    if (part) return part.trackConversion(goalId, more, nonce, isAnswered);
    const { orderId, ...fields } = more;
    return track({ ...fields, nonce, eventType: 'CONVERSION', goalId });
  };
  const customData = (name: string, values: DefinedValue | DefinedValue[], more: object | undefined, nonce: string): TrackResult => {
    if (part) return part.setCustomData(name, values, more, nonce);
    const event = buildCustomData(name, values, more, options.customData);
    return Array.isArray(event) ? event : track({ ...event, nonce });
  };
  const later = (eventType: 'CONVERSION' | 'CUSTOMDATA', nonce: string, call: () => TrackResult) => {
    const decideCall = () => {
      const result = call();
      if (Array.isArray(result)) drop({ nonce, eventType }, 'invalid', result[0]?.message, result);
    };
    if (failure) return (decideCall(), nonce);
    waiting.push(decideCall);
    void loading?.load();
    return nonce;
  };

  return {
    start(host, loadPart) {
      partHost = host;
      // The last send's answer, for the part: a send that failed before it came still asks for the sync.
      let lastSend: Outcome | undefined;
      host.onOutcome((outcome) => void ((outcome.type === 'retry' || outcome.type === 'sent') && (lastSend = outcome)));
      const onOutcome = (listener: (outcome: Outcome) => void) => (lastSend && listener(lastSend), host.onOutcome(listener));
      // A page that hides before the part comes sends what waits without it: nothing is lost.
      const whenLoading = () => host.window.addEventListener('pagehide', decide);
      loading = createLoading<StartPart>(
        { load: () => (whenLoading(), loadPart()) },
        (startPart) =>
          void startPart({ ...host, onOutcome }).then((started) => {
            part = started;
            failure = undefined;
            views.splice(0).forEach(started.onPageView);
            decide();
          }),
        (error) => {
          failure = createProblem('definitions', 'unavailable', String(error));
          decide();
        },
      );
      // The background drain's page side is the part's too: only pages that opt in carry it.
      if (options.definitions || options.backgroundSync || waiting.length) void loading.load();
    },
    trackConversion: (goalId, more, nonce, isAnswered) =>
      part || (more?.orderId == null && !options.definitions)
        ? conversion(goalId, more, nonce, isAnswered)
        : later('CONVERSION', nonce, () => conversion(goalId, more, nonce, true)),
    setCustomData(nameOrIndex, values, more, nonce) {
      const name = String(nameOrIndex);
      // An index, or a name of the site's own map, needs no definitions.
      return part || !options.definitions || /^\d+$/.test(name) || hasOwn(options.customData ?? {}, name)
        ? customData(name, values, more, nonce)
        : later('CUSTOMDATA', nonce, () => customData(name, values, more, nonce));
    },
    // Once the part is there (it keeps the values), or at once when no part is coming.
    getCustomData: (name) =>
      new Promise((resolve) => {
        const answer = () => resolve(part?.getCustomData(name));
        if (part || failure || !options.definitions) return answer();
        waiting.push(answer);
        void loading?.load();
      }),
    onPageView: (href) => void (part ? part.onPageView(href) : options.definitions && views.push(href)),
    persistMemory: () => part?.persistMemory(),
    forgetMemory() {
      part?.forgetMemory();
      tryOr(() => partHost?.window.localStorage.removeItem(partHost.storageName), undefined);
    },
    waitingCalls: () => waiting.length,
    partStats() {
      const file = loading?.status() ?? { state: 'waiting', attempts: 0 };
      if (part) return { ...part.partStats(), file };
      return options.definitions
        ? { state: failure ? 'failed' : 'loading', problems: failure ? [failure] : [], repeats: [], file }
        : undefined;
    },
  };
}
