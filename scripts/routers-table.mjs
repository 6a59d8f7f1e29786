// Prints docs/single-page-apps.md's router × engine table from what test/browser/routers/routers.test.ts
// observed (.cache/routers/observed.json). `--write` puts it into docs/single-page-apps.md between the
// <!-- routers-table --> markers; `--check` fails when docs/single-page-apps.md's table differs from it in
// anything but the timings and the count in the /slow title, which differ from run to run.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const version = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
const ROUTERS = {
  react: `React Router ${version('react-router')}, React ${version('react')}`,
  vue: `Vue Router ${version('vue-router')}, Vue ${version('vue')}`,
  sveltekit: `SvelteKit ${version('@sveltejs/kit')}, Svelte ${version('svelte')}`,
};
const ENGINES = ['chromium', 'firefox', 'webkit'];
const START = '<!-- routers-table -->';
const END = '<!-- /routers-table -->';

/**
 * The markdown table of one observed.json: one row per router and engine, `—` where no run was recorded.
 * @example formatTable({ 'react/chromium': { pages: 5, expectedPages: 5, titlesRight: 5, referrersRight: 5, hiddenTitle: 'Slow 9' } })
 */
export function formatTable(observed) {
  const rows = [
    '| router (Vite build) | engine | PAGEs seen / expected | titles right | referrers right | click → PAGE stored (ms) | left before settled: PAGE title |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [router, label] of Object.entries(ROUTERS)) {
    for (const engine of ENGINES) {
      const o = observed[`${router}/${engine}`];
      const hidden = o?.hiddenTitle === undefined ? '—' : o.hiddenTitle === null ? 'no PAGE' : `\`${o.hiddenTitle}\``;
      const delays = o?.delays?.length ? `${Math.min(...o.delays)}–${Math.max(...o.delays)}` : '—';
      rows.push(
        o?.pages === undefined
          ? `| ${label} | ${engine} | — | — | — | — | ${hidden} |`
          : `| ${label} | ${engine} | ${o.pages} / ${o.expectedPages} | ${o.titlesRight} / ${o.expectedPages} | ${o.referrersRight} / ${o.expectedPages} | ${delays} | ${hidden} |`,
      );
    }
  }
  return rows.join('\n');
}

const table = formatTable(JSON.parse(readFileSync(join(root, '.cache/routers/observed.json'), 'utf8')));
const readmePath = join(root, 'docs/single-page-apps.md');
const readme = readFileSync(readmePath, 'utf8');
const stable = (text) =>
  text
    .replace(/\d+–\d+/g, 'ms')
    .replace(/Slow \d+/g, 'Slow n')
    .replace(/ +\|/g, ' |')
    .replace(/-+ \|/g, '- |');
const block = new RegExp(`${START}\\n(?:[\\s\\S]*?\\n)?${END}`);
if (!block.test(readme)) throw new Error(`docs/single-page-apps.md has no ${START} … ${END} block`);
// Formatted as prettier formats the guide, so `npm run format` leaves the table as it is.
const formatted = await prettier.format(table, { ...(await prettier.resolveConfig(readmePath)), parser: 'markdown' });
const next = readme.replace(block, `${START}\n\n${formatted}\n${END}`);
if (process.argv.includes('--write')) writeFileSync(readmePath, next);
else if (!process.argv.includes('--check')) console.log(table);
// Timings and the count in the /slow title differ from run to run: the check compares the rest.
else if (stable(next) !== stable(readme)) {
  console.error('docs/single-page-apps.md: the router table differs from .cache/routers/observed.json (npm run routers-table -- --write)');
  process.exit(1);
}
