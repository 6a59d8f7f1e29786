import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { findRoot } from '../../../demo/server/find-root.js';

/**
 * Where the router tests write what they saw; `npm run routers-table` prints it as the table in docs/single-page-apps.md.
 * @example JSON.parse(readFileSync(OBSERVED_FILE, 'utf8'))
 */
export const OBSERVED_FILE = join(findRoot(), '.cache/routers/observed.json');

/** One PAGE as the stand-in server received it, with paths relative to the app's origin. */
export interface SeenPage {
  path: string;
  title?: string;
  referrer?: string;
}

/** What one router × engine run saw, against what it expected. */
export interface RouterObservation {
  router: string;
  engine: string;
  /** PAGE events received for the navigation scenario, and how many the scenario expects. */
  pages: number;
  expectedPages: number;
  /** PAGEs whose title / referrer equal the expected one at the same position. */
  titlesRight: number;
  referrersRight: number;
  /** Per navigation that gave a PAGE: ms from the click to the PAGE stored (the settle delay and the router's own work). */
  delays?: number[];
  /** The hidden-before-settled case: the PAGE's title when it arrived, or null when none arrived. */
  hiddenTitle?: string | null;
}

/**
 * Counts the positions where `seen` and `expected` agree on one field.
 * @example countRight([{ path: '/a', title: 'A' }], [{ path: '/a', title: 'Page A' }], 'title'); // 0
 */
export function countRight(seen: SeenPage[], expected: SeenPage[], field: 'title' | 'referrer'): number {
  return expected.filter((page, i) => seen[i] !== undefined && seen[i][field] === page[field]).length;
}

/**
 * Merges one observation into `.cache/routers/observed.json` (keyed by router and engine), so the
 * table in docs/single-page-apps.md can be printed from what the last runs observed.
 *
 * @example
 * recordRouterObservation({ router: 'react', engine: 'chromium', pages: 5, expectedPages: 5, titlesRight: 5, referrersRight: 5 });
 */
export function recordRouterObservation(observation: Partial<RouterObservation> & Pick<RouterObservation, 'router' | 'engine'>): void {
  let all: Record<string, RouterObservation> = {};
  try {
    all = JSON.parse(readFileSync(OBSERVED_FILE, 'utf8')) as Record<string, RouterObservation>;
  } catch {
    // first run
  }
  const key = `${observation.router}/${observation.engine}`;
  all[key] = { ...all[key], ...observation, observedAt: new Date().toISOString() } as RouterObservation;
  mkdirSync(dirname(OBSERVED_FILE), { recursive: true });
  writeFileSync(OBSERVED_FILE, `${JSON.stringify(all, null, 2)}\n`);
}
