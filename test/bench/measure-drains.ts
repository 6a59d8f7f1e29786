import { rounds } from './bench-mode.js';
import { quantile } from './quantile.js';

/** Drains 10,000 stored events in a new engine on the bench page under `site`; resolves with the page's timing. */
export type Drain = (site: string, retryBaseMs?: number) => Promise<{ ms: number; retries: number }>;

interface SiteLog {
  accepted: { copies: number }[];
  requests: { status: number; events?: number }[];
}

/** Interleaved runs per engine (before, after, before, …): the machine's load hits both alike. */
const RUNS = rounds(1, 3);
/** More runs with lost answers: with one request per drain, the engine before meets a loss in only a fifth of them. */
const LOSSY_RUNS = rounds(1, 10);
/** The share of requests the server stores and then answers 503 (a lost answer) in the second half. */
const LOST_SHARE = 0.2;

/**
 * The drain table of the delivery bench: the engine before and after, each draining 10,000 stored
 * events to the local server, first with every answer 2xx (median time, requests), then with the
 * server losing a fifth of its answers after storing the events (copies per lost answer, summed over
 * the runs). Copies and lost answers come from the server's own log, never from the tag.
 * @example const table = await measureDrains(server.url, { before, after }); table.rows.length // 3
 */
export async function measureDrains(serverUrl: string, engines: Record<'before' | 'after', Drain>) {
  const read = async (site: string) => (await (await fetch(`${serverUrl}/__inspect/events?siteCode=${site}`)).json()) as SiteLog;
  const faults = (rule?: object) =>
    fetch(
      `${serverUrl}/__faults`,
      rule ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rule) } : { method: 'DELETE' },
    );
  const clean: Record<string, { ms: number[]; requests: number[] }> = { before: { ms: [], requests: [] }, after: { ms: [], requests: [] } };
  const lossy: Record<string, { copies: number; lost: number; ms: number[] }> = {
    before: { copies: 0, lost: 0, ms: [] },
    after: { copies: 0, lost: 0, ms: [] },
  };
  for (let i = 0; i < RUNS; i++) {
    for (const name of ['before', 'after'] as const) {
      const site = `drain-${name}-${i}`;
      clean[name].ms.push((await engines[name](site)).ms);
      clean[name].requests.push((await read(site)).requests.length);
    }
  }
  await faults({ status: 503, afterIngest: true, share: LOST_SHARE });
  try {
    for (let i = 0; i < LOSSY_RUNS; i++) {
      for (const name of ['before', 'after'] as const) {
        const site = `lossy-${name}-${i}`;
        lossy[name].ms.push((await engines[name](site, 20)).ms);
        const log = await read(site);
        lossy[name].copies += log.accepted.reduce((sum, event) => sum + event.copies - 1, 0);
        lossy[name].lost += log.requests.filter((r) => (r.status < 200 || r.status > 299) && (r.events ?? 0) > 0).length;
      }
    }
  } finally {
    await faults();
  }
  const median = (values: number[]) => quantile(values, 0.5);
  const row = (name: 'before' | 'after') => [
    name,
    median(clean[name].ms),
    median(clean[name].requests),
    median(lossy[name].ms),
    lossy[name].lost,
    lossy[name].copies,
    lossy[name].lost ? lossy[name].copies / lossy[name].lost : '-',
  ];
  return {
    columns: [
      'engine',
      'drain ms (median)',
      'requests',
      `ms, ${LOST_SHARE * 100} % answers lost`,
      'lost answers',
      'copies',
      'copies per lost answer',
    ],
    rows: [
      row('before'),
      row('after'),
      ['after / before', `${(median(clean.after.ms) / median(clean.before.ms)).toFixed(2)}×`, '', '', '', '', ''],
    ],
    notes: [
      `${RUNS} runs each (${LOSSY_RUNS} with lost answers, summed), interleaved; time from the new engine's start until its store is empty (every delete done). Lost answers: the server stores the body, then answers 503 (share ${LOST_SHARE}); the retry backoff is 20 ms there, so that time is mostly sending. Target: after ≤ 1.5× before.`,
    ],
  };
}
