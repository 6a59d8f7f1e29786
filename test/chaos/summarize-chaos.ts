import type { ChaosAction, InspectAnswer, ReportedOutcome, StatsSnapshot, TrackedConversion, WorkerDrain } from './chaos-types.js';
import { countAfterAcknowledged } from './count-after-acknowledged.js';
import type { EarlyDeathSummary } from './summarize-early-deaths.js';

/** Everything a chaos run observed, before it is judged. */
export interface ChaosObservation {
  /** The browser engine the run drove (default chromium). */
  engine?: string;
  /** Actions the engine's driver could not do, each with the reason. */
  skipped?: readonly string[];
  seed: number;
  durationMs: number;
  tabs: number;
  actions: readonly ChaosAction[];
  tracked: readonly TrackedConversion[];
  /** Calls that returned problems instead of a nonce (the tag refused the event). */
  refused: number;
  /** Calls whose result never came back (the page went away under the call). */
  failedCalls: number;
  /** Outcomes the pages forwarded: all of events the tag made itself, and every `dropped`. */
  outcomes: readonly ReportedOutcome[];
  /** The last `getStats()` of every document (instance id → stats). */
  stats: ReadonlyMap<string, StatsSnapshot>;
  inspect: InspectAnswer;
  /** Events still queued in the drain page when the run stopped waiting. */
  queuedAtEnd: number;
  /** Nonces IndexedDB still held once every tab had closed, not yet at the server: sent by the next visit (comeBackChaos). */
  leftForNextVisit?: readonly string[];
  elapsedMs: number;
  /** The early deaths (summarizeEarlyDeaths), when the run had them. */
  earlyDeaths?: EarlyDeathSummary;
}

/** The verdict of a chaos run: the numbers the report prints and the reasons it failed, if any. */
export interface ChaosSummary {
  engine: string;
  /** Skipped actions by kind and reason. */
  skipped: Record<string, number>;
  seed: number;
  durationMs: number;
  elapsedMs: number;
  tabs: number;
  actions: Record<string, number>;
  /** `queued`: conversions queued before the tag loaded (early deaths), known by an outcome their page reported. */
  tracked: { total: number; conversions: number; automatic: number; queued: number; refused: number; failedCalls: number };
  accepted: { total: number; tracked: number; copies: number };
  lost: string[];
  duplicates: {
    copies: number;
    rate: number;
    nonces: number;
    /** Duplicated conversions whose nonce no track call returned: a resend under a new nonce. */
    untracked: string[];
    /** Duplicated automatic events of which no page reported any outcome. */
    unobservedAutomatic: string[];
    /** Copies that came after an earlier copy's request had been answered 2xx (the tag resent what was acknowledged, or never read the answer). */
    afterAcknowledged: number;
    /** Requests the server stored but did not answer 2xx (a lost answer: the tag sends their events again). */
    lostAnswers: number;
    /** With the wire captured: extra copies by cause (classifyCopies). */
    byCause?: Record<string, number>;
  };
  /** Accepted conversions whose nonce no track call returned. */
  untrackedAccepted: string[];
  /** Accepted automatic events (page views, static data) of which no page reported an outcome. */
  unobservedAutomatic: string[];
  rejectedByServer: number;
  dropped: { byOutcome: Record<string, number>; byStats: Record<string, number>; matches: boolean; acceptedAnyway: string[] };
  queuedAtEnd: number;
  /** Events the closing tabs left in IndexedDB and only the next visit sent (comeBackChaos). */
  leftForNextVisit: string[];
  requests: { total: number; byStatus: Record<string, number> };
  earlyDeaths?: EarlyDeathSummary;
  /** With `--background-sync`: what the tag's worker sent once every tab had closed. */
  workerDrain?: WorkerDrain;
  failures: string[];
  warnings: string[];
}

/**
 * Judges a run: every event a page tracked (conversions from the calls' results, automatic ones
 * from any outcome the page reported) must be accepted by the server or reported dropped, and
 * every copy of a conversion the server saw must carry a nonce a track call returned. Automatic
 * events only show through outcomes, which a dying page may not get out: an unseen one is a
 * warning, not a failure. Nonces compare case-insensitively, as the server dedupes them.
 * @example summarizeChaos(observation).failures // [] when the run kept its promises
 */
export function summarizeChaos(run: ChaosObservation): ChaosSummary {
  const key = (nonce: unknown) => String(nonce).toLowerCase();
  const tracked = new Set(run.tracked.map((t) => key(t.nonce)));
  const automatic = new Set(run.outcomes.filter((o) => o.eventType !== 'CONVERSION').map((o) => key(o.nonce)));
  // Conversions queued before the tag loaded (early deaths): no call returned their nonce, an outcome did.
  const queued = run.outcomes.filter((o) => o.eventType === 'CONVERSION' && o.type !== 'dropped').map((o) => key(o.nonce));
  const known = new Set([...tracked, ...automatic, ...queued]);
  // An early-death page's events reach the server whether or not the page lived to report them.
  const ofEarlyDeaths = new Set(run.earlyDeaths?.nonces);
  const accepted = new Map(run.inspect.accepted.map((a) => [key(a.event.nonce), a.copies]));
  const isConversion = new Map(run.inspect.accepted.map((a) => [key(a.event.nonce), a.event.eventType === 'CONVERSION']));
  const unseen = (nonces: string[], conversions: boolean) =>
    nonces.filter((n) => !known.has(n) && !ofEarlyDeaths.has(n) && isConversion.get(n) === conversions);
  const drops = run.outcomes.filter((o) => o.type === 'dropped');
  const droppedNonces = new Set(drops.map((o) => key(o.nonce)));
  const byOutcome = countBy(drops.map((o) => o.reason ?? 'unknown'));
  const byStats: Record<string, number> = {};
  for (const stats of run.stats.values())
    for (const [reason, n] of Object.entries(stats.dropped ?? {})) if (n) byStats[reason] = (byStats[reason] ?? 0) + n;
  const duplicated = [...accepted].filter(([, copies]) => copies > 1);
  const copies = duplicated.reduce((sum, [, n]) => sum + n - 1, 0);
  const summary: ChaosSummary = {
    engine: run.engine ?? 'chromium',
    skipped: countBy(run.skipped ?? []),
    seed: run.seed,
    durationMs: run.durationMs,
    elapsedMs: run.elapsedMs,
    tabs: run.tabs,
    actions: countBy(
      run.actions.map((a) => (a.kind === 'fault' ? `fault ${a.name}` : a.kind === 'track' && a.then ? `track+${a.then}` : a.kind)),
    ),
    tracked: {
      total: known.size,
      conversions: tracked.size,
      automatic: automatic.size,
      queued: new Set(queued).size,
      refused: run.refused,
      failedCalls: run.failedCalls,
    },
    accepted: {
      total: accepted.size,
      tracked: [...known].filter((n) => accepted.has(n)).length,
      copies: [...accepted.values()].reduce((a, b) => a + b, 0),
    },
    lost: [...known].filter((n) => !accepted.has(n) && !droppedNonces.has(n)),
    duplicates: {
      copies,
      rate: accepted.size ? copies / accepted.size : 0,
      nonces: duplicated.length,
      untracked: unseen(
        duplicated.map(([n]) => n),
        true,
      ),
      unobservedAutomatic: unseen(
        duplicated.map(([n]) => n),
        false,
      ),
      afterAcknowledged: countAfterAcknowledged(run.inspect),
      lostAnswers: (run.inspect.requests ?? []).filter((r) => (r.status < 200 || r.status > 299) && (r.events ?? 0) > 0).length,
    },
    untrackedAccepted: unseen([...accepted.keys()], true),
    unobservedAutomatic: unseen([...accepted.keys()], false),
    rejectedByServer: run.inspect.rejected.length,
    dropped: {
      byOutcome,
      byStats,
      matches: sameCounts(byOutcome, byStats),
      acceptedAnyway: [...droppedNonces].filter((n) => accepted.has(n)),
    },
    queuedAtEnd: run.queuedAtEnd,
    leftForNextVisit: [...(run.leftForNextVisit ?? [])],
    requests: { total: run.inspect.requests?.length ?? 0, byStatus: countBy((run.inspect.requests ?? []).map((r) => String(r.status))) },
    ...(run.earlyDeaths ? { earlyDeaths: run.earlyDeaths } : {}),
    failures: [],
    warnings: [],
  };
  judge(summary);
  return summary;
}

function judge(s: ChaosSummary): void {
  if (s.lost.length) s.failures.push(`${s.lost.length} tracked event(s) neither accepted nor reported dropped`);
  if (s.duplicates.untracked.length)
    s.failures.push(`${s.duplicates.untracked.length} duplicated conversion(s) with a nonce no track call returned`);
  if (!s.tracked.conversions) s.failures.push('no conversion was tracked: the tag never answered with a nonce');
  const { reminted = [], closedWithoutPageView = [] } = s.earlyDeaths ?? {};
  if (reminted.length) s.failures.push(`early death(s) whose conversion arrived under more than one nonce: ${reminted.join(' ')}`);
  if (closedWithoutPageView.length)
    s.warnings.push(`closed early death(s) whose tag ran and whose page view never arrived: ${closedWithoutPageView.join(' ')}`);
  if (s.untrackedAccepted.length)
    s.warnings.push(`${s.untrackedAccepted.length} accepted conversion(s) whose nonce no track call returned`);
  if (s.unobservedAutomatic.length)
    s.warnings.push(
      `${s.unobservedAutomatic.length} accepted automatic event(s) (${s.duplicates.unobservedAutomatic.length} duplicated) of which no page reported an outcome (it left first)`,
    );
  if (s.rejectedByServer) s.warnings.push(`the server rejected ${s.rejectedByServer} line(s) the tag sent`);
  if (!s.dropped.matches)
    s.warnings.push('drops reported by onOutcome and by getStats differ (a page crashed between its drop and its last getStats?)');
  if (s.dropped.acceptedAnyway.length) s.warnings.push(`${s.dropped.acceptedAnyway.length} event(s) reported dropped were accepted anyway`);
  if (s.queuedAtEnd) s.warnings.push(`${s.queuedAtEnd} event(s) still queued when the drain gave up`);
  if (s.tracked.failedCalls) s.warnings.push(`${s.tracked.failedCalls} track call(s) lost their answer (page gone under the call)`);
}

function countBy(keys: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const k of keys) counts[k] = (counts[k] ?? 0) + 1;
  return counts;
}

function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? 0) === (b[k] ?? 0));
}
