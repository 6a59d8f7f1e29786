import { groupCopies } from './classify-copies.js';
import type { ChaosSummary } from './summarize-chaos.js';

/**
 * The chaos report as a plain-text table for the terminal (and docs/delivery.md): the numbers a site
 * owner asks about first, then what the run did, then failures with the nonces concerned.
 * @example console.log(formatChaosReport(summary))
 */
export function formatChaosReport(s: ChaosSummary): string {
  const pct = (x: number) => `${(x * 100).toFixed(2)} %`;
  const list = (counts: Record<string, number>) =>
    Object.keys(counts).length
      ? Object.entries(counts)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')
      : 'none';
  const rows: [string, string][] = [
    ['engine', s.engine],
    [
      'events tracked',
      `${s.tracked.total} (conversions ${s.tracked.conversions}, automatic ${s.tracked.automatic}${s.tracked.queued ? `, queued before the tag ${s.tracked.queued}` : ''})`,
    ],
    ['accepted by the server', `${s.accepted.tracked} of them (${s.accepted.total} distinct nonces, ${s.accepted.copies} arrivals)`],
    ['lost', s.lost.length ? `${s.lost.length}: ${s.lost.slice(0, 20).join(' ')}${s.lost.length > 20 ? ' …' : ''}` : '0'],
    ['duplicates (same nonce)', `${s.duplicates.copies} extra copies of ${s.duplicates.nonces} events, rate ${pct(s.duplicates.rate)}`],
    ['duplicates after a 2xx answer', `${s.duplicates.afterAcknowledged} (the rest followed a failed or lost answer)`],
    ...(s.duplicates.byCause
      ? ([
          ['duplicates by cause', list(s.duplicates.byCause)],
          ['copies by group', byGroup(s, pct)],
          // A lost acknowledgement (the server took the batch, the answer never came back) makes a
          // copy in any client that keeps events until a 2xx: this row is what the tag's own design adds.
          ['duplicates but injected lost answers', ownCopies(s.duplicates.copies, s.duplicates.byCause, s.tracked.total, pct)],
        ] as [string, string][])
      : ([['duplicates by cause', 'not captured (--no-wire)']] as [string, string][])),
    [
      'duplicates, nonce never tracked',
      `${s.duplicates.untracked.length} conversions (automatic events not seen by the runner: ${s.duplicates.unobservedAutomatic.length})`,
    ],
    ['dropped (tag onOutcome)', list(s.dropped.byOutcome)],
    ['dropped (tag getStats, summed)', `${list(s.dropped.byStats)}${s.dropped.matches ? ' (matches)' : ' (DIFFERS)'}`],
    ...earlyDeathRows(s),
    ...(s.workerDrain ? ([['the worker, every tab closed', workerRow(s.workerDrain, list)]] as [string, string][]) : []),
    ['left in IndexedDB for the next visit', leftRow(s)],
    ['refused at the call / calls lost', `${s.tracked.refused} / ${s.tracked.failedCalls}`],
    ['rejected by the server', String(s.rejectedByServer)],
    ['requests by status', list(s.requests.byStatus)],
    ['actions', list(s.actions)],
    ...(Object.keys(s.skipped).length ? ([['skipped (the driver cannot)', list(s.skipped)]] as [string, string][]) : []),
    [
      'seed / duration / tabs',
      `${s.seed} / ${(s.durationMs / 1000).toFixed(0)} s planned, ${(s.elapsedMs / 1000).toFixed(0)} s with the drain / ${s.tabs}`,
    ],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  const lines = rows.map(([label, value]) => `${label.padEnd(width)} | ${value}`);
  lines.unshift(
    `visit-tag chaos run (reproduce: npm run chaos -- --engine ${s.engine} --seed ${s.seed} --duration ${Math.round(s.durationMs / 1000)}s --tabs ${s.tabs})`,
    '',
  );
  for (const w of s.warnings) lines.push(`warning: ${w}`);
  for (const f of s.failures) lines.push(`FAILED: ${f}`);
  if (s.duplicates.untracked.length) lines.push(`untracked duplicated nonces: ${s.duplicates.untracked.slice(0, 20).join(' ')}`);
  lines.push(s.failures.length ? 'result: FAILED' : 'result: ok');
  return lines.join('\n');
}

/** The four groups of copies with their rates over accepted events, and the copies each lost answer cost. */
function byGroup(s: ChaosSummary, pct: (x: number) => string): string {
  const groups = groupCopies(s.duplicates.byCause ?? {});
  const rate = (n: number) => pct(s.accepted.total ? n / s.accepted.total : 0);
  const perLost = s.duplicates.lostAnswers ? (groups['lost answer'] / s.duplicates.lostAnswers).toFixed(1) : '-';
  return Object.entries(groups)
    .map(([group, n]) => `${group} ${n} (${rate(n)})`)
    .concat(`${perLost} copies per lost answer (${s.duplicates.lostAnswers} answers lost)`)
    .join(', ');
}

/** Copies not caused by the injected lost-acknowledgement fault, and their rate over tracked events. */
function ownCopies(copies: number, byCause: Record<string, number>, tracked: number, pct: (x: number) => string): string {
  const own = copies - (byCause['lost answer'] ?? 0);
  return `${own} extra copies, rate ${pct(tracked ? own / tracked : 0)}`;
}

/** One row per way of dying: pages, tags that ran, and the events at the server, by who delivered them first. */
function earlyDeathRows(s: ChaosSummary): [string, string][] {
  const counts = (c: Record<string, number>) => `PAGE ${c.PAGE}, STATICDATA ${c.STATICDATA}, conversion ${c.CONVERSION}`;
  return Object.entries(s.earlyDeaths?.byHow ?? {}).map(([how, row]) => [
    `early deaths (${how === 'close' ? 'closed' : 'crashed'} in 0–1.5 s)`,
    `${row.pages} pages, tag ran in ${row.evaluated}; at the server ${counts(row.atServer)}; ` +
      `by the page itself ${counts(row.byOwnPage)} (${
        Object.entries(row.byOwnPageTransport)
          .map(([t, n]) => `${t} ${n}`)
          .join(', ') || 'no request'
      }); only later, by the drain page ${counts(row.byDrain)}`,
  ]);
}

/** The events the closing tabs left in IndexedDB, which only the run's next visit sent. */
function leftRow(s: ChaosSummary): string {
  const nonces = s.leftForNextVisit;
  if (!nonces.length) return '0';
  return `${nonces.length} (stored by a tab that closed while others were open, which closed before sending them): ${nonces.slice(0, 10).join(' ')}${nonces.length > 10 ? ' …' : ''}`;
}

/** What the tag's worker sent after the tabs tracked a burst each and closed while the service failed. */
function workerRow(w: NonNullable<ChaosSummary['workerDrain']>, list: (counts: Record<string, number>) => string): string {
  return `${w.events ? '' : 'NOTHING SENT: '}${w.events} events in ${w.requests} requests (${list(w.byStatus)}) within ${(w.ms / 1000).toFixed(1)} s of the sync; the tabs' last bursts ${w.tracked}`;
}
