// `node scripts/run-ts.mjs demo/server/write-goals-fixture.ts`: regenerates demo/fixtures/goals.json
// (deterministic: same seed, same file).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRoot } from './find-root.js';
import { GOAL_FIXTURE, generateGoals } from './generate-goals.js';

const path = join(findRoot(), 'demo/fixtures/goals.json');
const goals = generateGoals(GOAL_FIXTURE.count, GOAL_FIXTURE.seed);
// One goal a line: diffs and greps stay readable.
writeFileSync(path, `[\n${goals.map((goal) => JSON.stringify(goal)).join(',\n')}\n]\n`);
console.log(`wrote ${GOAL_FIXTURE.count} goals to ${path}`);
