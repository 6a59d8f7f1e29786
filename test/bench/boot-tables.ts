// The boot section's tables from its records: one row per engine, tag and visit, the 4× CPU check,
// and one line per engine and visit saying whether visit-tag is at or below Plausible.
import type { BootRecord } from './collect-boots.js';
import { quantile } from './quantile.js';
import type { BenchTable } from './report.js';
import { pick, type VisitFigures } from './visit-figures.js';

const ms = (value: number | undefined) => (value === undefined ? '—' : Number(value.toFixed(value < 10 ? 2 : 1)));
const at = (values: number[], q: number) => (values.length ? quantile(values, q) : undefined);

/** Records grouped by engine, tag and visit, in the order they first appear. */
function groups(records: BootRecord[]): Map<string, BootRecord[]> {
  const map = new Map<string, BootRecord[]>();
  for (const record of records) {
    const key = `${record.engine}\u0000${record.tag}\u0000${record.visit}`;
    map.set(key, [...(map.get(key) ?? []), record]);
  }
  return map;
}

const figuresOf = (records: BootRecord[]) => records.map((record) => record.figures);
const p50 = (visits: VisitFigures[], field: (visit: VisitFigures) => number | undefined) => at(pick(visits, field), 0.5);

/**
 * The main table: main-thread time to the first page view, tasks, the 5 s window, per engine, tag and visit.
 * @example bootTable(records, { rounds: 5, windowMs: 5000 })
 */
export function bootTable(records: BootRecord[], setup: { rounds: number; windowMs: number; labels: Map<string, string> }): BenchTable {
  const all = groups(records);
  const rows = [...all.values()]
    .filter((list) => list[0].visit !== 'first, 4× CPU')
    .map((list) => {
      const { engine, tag, visit } = list[0];
      const visits = figuresOf(list);
      return [
        engine,
        setup.labels.get(tag) ?? tag,
        visit,
        ms(p50(visits, (v) => v.toStoredMs)),
        ms(
          at(
            pick(visits, (v) => v.toStoredMs),
            0.9,
          ),
        ),
        ms(p50(visits, (v) => v.wallToStoredMs)),
        ms(p50(visits, (v) => v.tasksToStored)),
        ms(p50(visits, (v) => v.longestToStoredMs)),
        ms(p50(visits, (v) => v.windowMs)),
        ms(
          at(
            pick(visits, (v) => v.windowMs),
            0.9,
          ),
        ),
        ms(p50(visits, (v) => v.tasksInWindow)),
        engine === 'chromium' ? `${visits.filter((v) => v.isCodeCacheUsed).length}/${visits.length}` : '—',
        visits.length,
      ];
    });
  return {
    title: `boot as sites install it: <script async src> from the tag's origin, immutable caching, on a 31 KB article (ms; ${setup.rounds} new profiles per tag and engine)`,
    columns: [
      'engine',
      'tag',
      'visit',
      'main thread to page view p50',
      'p90',
      'wall to page view p50',
      'tasks p50',
      'longest task p50',
      `first ${setup.windowMs / 1000} s p50`,
      'p90',
      'tasks',
      'code cache',
      'visits',
    ],
    rows,
    notes: [
      ...verdicts(all),
      'first visit = new profile; repeat visit = its third load (the second produces the code cache, the third consumes it)',
      'chromium: trace CPU time of the tasks that run the tag (any script under its folder); firefox, webkit: busy probe up to the first page view, wall time of every task from the tag’s evaluation on (tasks under 0.25 ms unseen; time waiting for a core counts), so no 5 s window there',
      `main thread to page view: from the tag's first evaluation to its first page view (visit-tag: PAGE stored; peers: page view request leaving); first ${setup.windowMs / 1000} s: everything after its first evaluation, idle work included`,
    ],
  };
}

/** One line per engine and visit: visit-tag (and any build beside it) against Plausible. */
function verdicts(all: Map<string, BootRecord[]>): string[] {
  const lines: string[] = [];
  for (const list of all.values()) {
    const { engine, tag, visit } = list[0];
    if (tag === 'Plausible' || tag === 'Snowplow' || visit === 'first, 4× CPU') continue;
    const own = p50(figuresOf(list), (v) => v.toStoredMs);
    const peer = p50(figuresOf(all.get(`${engine}\u0000Plausible\u0000${visit}`) ?? []), (v) => v.toStoredMs);
    if (own === undefined || peer === undefined) lines.push(`${engine}, ${visit} visit: ${tag}: no comparison (samples failed)`);
    else
      lines.push(
        `${engine}, ${visit} visit: ${tag} ${ms(own)} ms vs Plausible ${ms(peer)} ms: ${own <= peer ? 'at or below' : 'ABOVE'} (${(own / peer).toFixed(2)}×)`,
      );
  }
  return lines;
}

/**
 * The 4× CPU check (Chromium, first visits): does any task of the tag run over 50 ms?
 * @example throttleTable(records, labels)
 */
export function throttleTable(records: BootRecord[], labels: Map<string, string>): BenchTable {
  const rows = [...groups(records).values()]
    .filter((list) => list[0].visit === 'first, 4× CPU')
    .map((list) => {
      const visits = figuresOf(list);
      const longest = pick(visits, (v) => v.longestWallMs);
      return [
        labels.get(list[0].tag) ?? list[0].tag,
        `${longest.filter((value) => value > 50).length} of ${visits.length}`,
        ms(at(longest, 0.5)),
        ms(Math.max(...longest)),
        ms(p50(visits, (v) => v.tasksInWindow)),
        ms(p50(visits, (v) => v.toStoredMs)),
      ];
    });
  return {
    title: 'boot at 4× CPU (Chromium, Emulation.setCPUThrottlingRate 4, first visits): tasks of the tag over 50 ms',
    columns: [
      'tag',
      'visits with a task > 50 ms',
      'longest task p50 (wall)',
      'longest max',
      'tasks in 5 s p50',
      'main thread to page view p50 (CPU)',
    ],
    rows,
    notes: [
      'longest task: wall time of the tag’s longest task in its first 5 s, as a long-task observer sees it; throttling stretches CPU time too, so the last column is not comparable with the 1× table',
    ],
  };
}
