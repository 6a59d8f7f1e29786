// docs/qa.md's Playwright script (the ```js qa-demo.mjs block), run as QA would run it: saved as a
// file in the repository and started with node against `npm run demo -- --allow-headless` (the
// real command line, on a free port). It drives the demo page in headless Chromium, whose
// User-Agent says HeadlessChrome, and must see the server accept its CONVERSION. Against a server
// without the switch the same script must fail and print the bot rule's reason.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../demo/server/start-server.js';
import { readCodeBlocks } from '../../support/docs/read-code-blocks.js';

const root = resolve(import.meta.dirname, '../../..');
const script = resolve(root, '.cache/qa-demo/qa-demo.mjs');
let demo: ChildProcess;
let demoUrl: string;
let filtering: RunningServer;

/** Starts `npm run demo -- --port 0 --allow-headless` (its script, without npm's wrapper) and reads the URL it prints. */
function startDemo(): Promise<string> {
  demo = spawn(process.execPath, ['scripts/run-ts.mjs', 'demo/server/main.ts', '--port', '0', '--allow-headless'], { cwd: root });
  return new Promise((resolveUrl, reject) => {
    let out = '';
    demo.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /stand-in server: (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
      if (url && out.includes('headless Chromium passes the bot rule')) resolveUrl(url);
    });
    demo.on('exit', (code) => reject(new Error(`npm run demo exited with ${code}: ${out}`)));
  });
}

/** Runs the saved script with DEMO_URL; resolves to its exit code and output. */
function runScript(url: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, [script], { cwd: root, env: { ...process.env, DEMO_URL: url }, timeout: 50_000 }, (error, stdout, stderr) =>
      done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  const block = readCodeBlocks(root, ['docs/qa.md']).find((b) => b.lang === 'js' && b.words.includes('qa-demo.mjs'));
  if (!block) throw new Error('docs/qa.md has no ```js qa-demo.mjs block');
  mkdirSync(resolve(script, '..'), { recursive: true });
  writeFileSync(script, block.code);
  [demoUrl, filtering] = await Promise.all([startDemo(), startServer({ port: 0, quiet: true })]);
});
afterAll(async () => {
  demo?.kill('SIGTERM');
  await filtering?.close();
});

describe("docs/qa.md's Playwright script", () => {
  it('drives the demo page in headless Chromium and sees its CONVERSION accepted with --allow-headless', async () => {
    const run = await runScript(demoUrl);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^accepted: .*CONVERSION.*PAGE.*STATICDATA/m);
    expect(run.stdout).toMatch(/the server accepted the CONVERSION [0-9a-f]{16}/);
  });

  it('fails, printing the bot rule’s reason, against a server that filters headless browsers', async () => {
    const run = await runScript(filtering.url);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/refused 403: bot-user-agent: ".*HeadlessChrome/);
  });
});
