// The vocabulary of a chaos run: what the schedule asks for, and what the runner observed.

/** A rule for the stand-in server's `POST /__faults`: the server's own type. */
import type { FaultRule } from '../../demo/server/create-faults.js';
export type { FaultRule };

/** The kinds of server faults a run cycles through ('none' clears them). */
export type FaultName = 'none' | '500' | '503' | '429' | '413' | 'slow' | 'drop' | 'lost-ack';

/** One conversion as the page will track it: `visitTag.trackConversion(goalId, { revenue, negative, metadata })`. */
export interface ConversionSpec {
  /** Running number of the conversion in the schedule, also written into metadata id 1 as `chaos-<seq>`. */
  seq: number;
  /** A safe integer, or a decimal string beyond 2^53 (int64 ids must stay exact). */
  goalId: number | string;
  revenue?: number;
  negative?: boolean;
  metadata: Record<string, string[]>;
}

/** How an early-death page dies: closed (pagehide runs) or its renderer crashed (nothing runs). */
export type DeathKind = 'close' | 'crash';

/**
 * An early death: a new visitor (a fresh storage partition) opens the early-death page, which
 * queues one conversion in `visitTagQueue` before the tag loads, and the page dies `afterMs` after
 * its navigation started (0–1,500 ms), whether the tag has booted or not. `atMs` is when, in the
 * run, the page opens; `seq` numbers the deaths from 1 (in the URL, `?bounce=<seq>`, and in the
 * conversion's metadata id 1, `bounce-<seq>`).
 */
export interface EarlyDeath {
  seq: number;
  atMs: number;
  afterMs: number;
  how: DeathKind;
}

/** What the runner learnt of one early death, once its visitor came back with a drain page. */
export interface EarlyDeathRecord extends EarlyDeath {
  /** The page died as planned (false: the driver failed, the runner notes say how). */
  died: boolean;
  /** The tag ran the page's queue before the page died (the page's note in localStorage). */
  evaluated: boolean;
  /** The outcomes the page's tag reported before it died (from the same note). */
  outcomes: Omit<ReportedOutcome, 'instance'>[];
  /** Events the visitor's drain page still held when it stopped (-1: it never answered). */
  queuedAfterDrain: number;
}

/** What a page does when it leaves right after tracking (the flush is then under way). */
export type LeaveKind = 'reload' | 'navigate' | 'close';

/** One step of the schedule, `atMs` after the start of the run. Tabs are numbered slots. */
export type ChaosAction =
  | { atMs: number; kind: 'track'; tab: number; conversions: ConversionSpec[]; then?: LeaveKind }
  | { atMs: number; kind: 'spa'; tab: number; view: number }
  | { atMs: number; kind: 'reload'; tab: number }
  | { atMs: number; kind: 'navigate'; tab: number; view: number }
  | { atMs: number; kind: 'crash'; tab: number }
  | { atMs: number; kind: 'close'; tab: number }
  | { atMs: number; kind: 'open'; tab: number }
  | { atMs: number; kind: 'offline' }
  | { atMs: number; kind: 'online' }
  | { atMs: number; kind: 'fault'; name: FaultName; rule?: FaultRule };

/** The knobs of a schedule; the same knobs and seed give the same schedule. */
export interface ChaosPlanOptions {
  seed: number;
  durationMs: number;
  tabs: number;
}

/** One conversion the runner saw the page accept, recorded as soon as `trackConversion` returned. */
export interface TrackedConversion {
  nonce: string;
  /** The visitor code the page had when it tracked (`visitTag.getVisitorCode()`). */
  visitorCode: string;
  tab: number;
  atMs: number;
  spec: ConversionSpec;
}

/** An outcome a page reported through `visitTag.onOutcome` (only those the runner forwards). */
export interface ReportedOutcome {
  /** Which document reported it (a reload makes a new one). */
  instance: string;
  type: string;
  nonce: string;
  eventType: string;
  reason?: string;
}

/** `visitTag.getStats()` as far as the runner reads it. */
export interface StatsSnapshot {
  stored?: number;
  sent?: number;
  sentUnconfirmed?: number;
  retried?: number;
  dropped?: Record<string, number>;
  queued?: number;
  /** Calls other pages stored before their engine came, not yet old enough for this page to send. */
  otherPagesCalls?: number;
  storageFallback?: string;
}

/** `GET /__inspect/events` of the stand-in server, the parts the report uses. */
export interface InspectAnswer {
  accepted: { event: Record<string, unknown>; unknown?: Record<string, unknown>; copies: number; requestIds?: string[] }[];
  rejected: { index: number; problems: unknown[]; raw: string }[];
  counts: { accepted: number; rejected: number; duplicates: number; byType?: Record<string, number> };
  requests?: { id: string; siteCode?: string; status: number; method: string; path: string; query?: unknown; events?: number }[];
}

/** What the tag's worker did in the run's last phase. */
export interface WorkerDrain {
  /** Conversions the tabs tracked while the service failed, right before they closed. */
  tracked: number;
  /** Requests on the wire from the worker (its Referer is visit-tag-sw.js), with their answers. */
  requests: number;
  byStatus: Record<string, number>;
  /** Event lines those requests carried. */
  events: number;
  /** From the `sync` to the server standing still. */
  ms: number;
}
