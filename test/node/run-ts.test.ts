// scripts/run-ts.mjs is how tests, the bench and `npm run demo` start TypeScript entries, often
// several of one entry at once (test/node/server/allow-headless-switch.test.ts starts two stand-in
// servers). Each process bundles the entry to the same cache file, so a process must never import
// that file while another is still writing it: CI once saw a server exit 0 having run nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'visit-tag-run-ts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `node scripts/run-ts.mjs entry` and resolves to what it printed. */
const runTs = (entry: string) =>
  new Promise<string>((resolve) => {
    const child = spawn(process.execPath, ['scripts/run-ts.mjs', entry], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('exit', () => resolve(out.slice(0, 200)));
  });

it('eight processes starting one entry at once each run all of it', { timeout: 60_000 }, async () => {
  // A 4 MB bundle takes long enough to write that a reader of a half-written file is likely.
  const entry = join(dir, 'large-entry.ts');
  writeFileSync(entry, `const filler = ${JSON.stringify('x'.repeat(4_000_000))};\nconsole.log('ran to the end: ' + filler.length);\n`);
  const printed = await Promise.all(Array.from({ length: 8 }, () => runTs(entry)));
  expect(printed).toEqual(Array(8).fill('ran to the end: 4000000\n'));
});
