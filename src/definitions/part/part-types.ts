import type { FileStatus } from '../../lib/file-status.js';
import type { DropReason, Outcome } from '../../delivery/delivery-types.js';
import type { Problem, VisitEvent } from '../../wire/event-types.js';
import type { DefinedValue, Definitions, DefinitionsOptions } from '../file/definitions.js';
import type { DefinitionsHost } from '../watch/definitions-host.js';

/**
 * A custom data item of the definitions, as `setCustomData(name, …)` uses it: the index it is sent
 * under, how values combine (`type`), the values it accepts (`format`), whether it stays on the device.
 * @example { name: 'Plan', index: 0, type: 'UNIQUE', format: 'STRING', isLocalOnly: false }
 */
export interface DefinedItem {
  name: string;
  index: number;
  type?: 'UNIQUE' | 'LIST' | 'COUNT_LIST';
  format?: 'BOOLEAN' | 'NUMBER' | 'STRING';
  isLocalOnly?: boolean;
}

/** What the definitions part gives the tracker back once the definitions are read. */
export interface DefinitionsPart {
  /** Each PAGE the tracker tracked (its `href` as sent, after redaction): the first, and every SPA view. */
  onPageView(href: string): void;
  /** True for an ACTIVE goal of the definitions whose `hasMultipleConversions` is false. */
  isOncePerVisit(goalId: string): boolean;
  /** True for a goal of the definitions whose status is INACTIVE: it converts nothing. */
  isInactive(goalId: string): boolean;
  /** The defined custom data item of this name, or undefined. */
  definedItem(name: string): DefinedItem | undefined;
  /** Problems with values of this item's `format` (`'yes'` for BOOLEAN, `NaN` for NUMBER); empty when all fit. */
  checkValues(item: DefinedItem, values: DefinedValue[]): Problem[];
  /** What the definitions hold, for `getStats().definitions` and the demo. */
  summary(): { goals: number; customData: number };
  /** Removes every listener, timer and data-layer hook the part installed. */
  stop(): void;
}

/**
 * The definitions part's entry: reads the definitions (a URL is fetched as JSON), checks them with
 * `readDefinitions`, and starts what acts on them. Never rejects: resolves with the part, or with
 * the problems when the definitions cannot be used (404, not JSON, wrong shape, invalid regex,
 * invalid selector): the tracker then runs as if no definitions were given.
 * @example const part = await startDefinitions('/definitions.json', host);
 */
export type StartDefinitions = (definitions: Definitions | string, host: DefinitionsHost) => Promise<DefinitionsPart | Problem[]>;

/**
 * What the tracker hands the part file when it loads it: its checks and its sending, so that the
 * part sends only events the tracker checked, through the tracker's own consent and delivery.
 */
export interface PartHost {
  window: Window;
  /** The tracker's options, read when they are needed (`definitions`, `customData`, the definitions options). */
  options: DefinitionsOptions & { definitions?: Definitions | string; customData?: Record<string, number>; fetch?: typeof fetch };
  /** Prepares and checks an event as `track` does, without sending it: the event, or its problems. */
  checkEvent: (input: Record<string, unknown>) => VisitEvent | Problem[];
  /** Sends a checked event (visit, consent, delivery), as `track` does after its checks. */
  sendEvent: (event: VisitEvent) => void;
  /** Reports an event as dropped (and counts it), for the reason given. */
  dropEvent: (event: Pick<VisitEvent, 'nonce' | 'eventType'>, reason: DropReason, detail?: string, problems?: Problem[]) => void;
  now: () => number;
  /** Logs in the debug build with `debug`: `[visit-tag] <what>` and the details. */
  debugLog: (what: string, ...args: unknown[]) => void;
  /** The current visit (`visitorCode` and visit number). */
  visitKey: () => string;
  /** Whether consent is granted: nothing is written to the device before. */
  isGranted: () => boolean;
  /** The localStorage item the part keeps its memory in. */
  storageName: string;
  /**
   * Every outcome of the tracker's from now on, after the last send's (`retry` or `sent`) if one came
   * before the part: the background drain asks for a sync when a send fails, before the part too.
   */
  onOutcome: (listener: (outcome: Outcome) => void) => unknown;
  /** The part file's own address, where a script tag loaded it: the background drain's `visit-tag-sw.js` is beside it. */
  tagSrc?: string;
}

/**
 * Where the site's definitions stand (`getStats().definitions`, present when the `definitions`
 * option is given or the part came for an order id): `loading`, `ready` (with what they hold) or `failed`, and the problems found
 * in them or while acting on them.
 * @example tracker.getStats().definitions // { state: 'ready', goals: 4, customData: 2, problems: [], repeats: [] }
 */
export interface PartStats {
  /** `none`: the part came for an order id, and no definitions were given. */
  state: 'none' | 'loading' | 'ready' | 'failed';
  goals?: number;
  customData?: number;
  problems: Problem[];
  /**
   * The last conversions answered with an earlier one's nonce (at most 20, oldest first): the goal,
   * the first conversion's nonce, why, and when (`now()`). They sent nothing and have no outcome of
   * their own; a repeat made before the part came ends `dropped` with its reason instead.
   */
  repeats: Array<{ goalId: string; first: string; reason: 'repeated-order' | 'once-per-visit'; at: number }>;
  /** The part file itself, in the shape of `getStats().engine`: waiting, loading, ready, or failed with why. */
  file?: FileStatus;
}

/** What the part file gives the tracker: the calls it takes over once it is there. */
export interface PartApi {
  /**
   * `trackConversion` of the public API, under `nonce` (the loader's) when given. `isAnswered`: the
   * page had its answer already (the call came before the engine or the part): a repeat then ends
   * `dropped` with its reason; else a repeat answers with the first conversion's nonce.
   */
  trackConversion: (goalId: unknown, more?: Record<string, unknown>, nonce?: string, isAnswered?: boolean) => string | Problem[];
  /** `setCustomData` of the public API by the definitions; with `nonce`, a call made before the part came. */
  setCustomData: (name: string, values: DefinedValue | DefinedValue[], more?: object, nonce?: string) => string | Problem[];
  getCustomData: (name: string) => DefinedValue[] | undefined;
  /** Each PAGE the tracker tracked (its `href` as sent), the first and every SPA view. */
  onPageView: (href: string) => void;
  /** Consent was granted: writes what was kept before to the device. */
  persistMemory: () => void;
  /** Consent was denied: forgets what this page kept. */
  forgetMemory: () => void;
  partStats: () => PartStats;
}

/**
 * The part file's entry: starts the memory of conversions and, when the site gave definitions,
 * reads them and acts on them. Never rejects: definitions that cannot be read are in its stats.
 * @example const part = await startPart(host); part.trackConversion(12, { orderId: 'A-1' });
 */
export type StartPart = (host: PartHost) => Promise<PartApi>;
