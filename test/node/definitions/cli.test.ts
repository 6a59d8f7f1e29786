// The package's command as a user runs it: `node dist/cli.js` in a child process (dist/ is a fresh
// build: test/node/dist.test.ts), against the stand-in server started here on 127.0.0.1.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuth } from '../../../demo/server/create-auth.js';
import { generateGoals } from '../../../demo/server/generate-goals.js';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { GOAL_OPTIONAL_FIELDS, readDefinitions, type Goal } from '../../../src/goals.js';
import { listenOnLoopback } from '../../support/listen-on-loopback.js';
import { startTestServer } from '../server/server-helpers.js';

const root = resolve(import.meta.dirname, '../../..');
const cli = join(root, 'dist/cli.js');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}
// Asynchronous: the server answering the child runs in this process.
function run(...args: string[]): Promise<Run> {
  return new Promise((done) => {
    execFile(process.execPath, [cli, ...args], { env: { PATH: process.env.PATH }, timeout: 60_000 }, (error, stdout, stderr) => {
      done({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

// A catalogue large enough that one site holds more goals than a page of 200.
const catalogue = generateGoals(1000, 42);
const SITE = 101;
const siteGoals = catalogue.filter((goal) => goal.siteId === SITE).sort((a, b) => a.id - b.id);
// A site whose back office saved a Java pattern (`\\A`, a possessive `*+`) beside a good goal.
const JAVA_SITE = 303;
const javaGoal = (id: number, matchString: string): Goal => ({
  id,
  name: `Goal ${id}`,
  type: 'URL',
  siteId: JAVA_SITE,
  hasMultipleConversions: true,
  status: 'ACTIVE',
  params: { matchString, matchType: 'REGULAR_EXPRESSION' },
  customDatas: [],
});
const javaGoals = [javaGoal(90001, '/checkout'), javaGoal(90002, '\\Ahttps://shop\\.example/a*+')];
const secret = new Uint8Array(32).fill(7);
let server!: RunningServer;
let fixtureRoot!: string;
const searches: string[] = [];

beforeAll(async () => {
  fixtureRoot = mkdtempSync(join(tmpdir(), 'visit-tag-cli-'));
  mkdirSync(join(fixtureRoot, 'demo/fixtures'), { recursive: true });
  writeFileSync(join(fixtureRoot, 'demo/fixtures/goals.json'), JSON.stringify([...catalogue, ...javaGoals]));
  server = await startTestServer({
    root: fixtureRoot,
    jwtSecret: secret,
    onRequest: (request) => void (request.url?.startsWith('/goals/search') && searches.push(request.headers.authorization ?? '')),
  });
});
afterAll(async () => {
  await server.close();
  rmSync(fixtureRoot, { recursive: true, force: true });
});

describe('npx visit-tag definitions', () => {
  it('pages through every goal of the site and prints definitions that readDefinitions accepts', async () => {
    expect(siteGoals.length).toBeGreaterThan(200);
    searches.length = 0;
    const { code, stdout, stderr } = await run('definitions', '--base-url', server.url, '--site-id', String(SITE));
    expect(stderr).toBe(
      `visit-tag definitions: ${siteGoals.length} goals and ${new Set(siteGoals.flatMap((g) => g.customDatas!.map((d) => d.id))).size} custom data items of site ${SITE}\n`,
    );
    expect(code).toBe(0);
    expect(searches.length).toBe(Math.floor(siteGoals.length / 200) + 1); // the last page is the short one
    const read = readDefinitions(JSON.parse(stdout));
    if ('problems' in read) throw new Error(read.problems.map((problem) => problem.message).join('\n'));
    const { goals, customData } = read.definitions;
    // Every goal of the site, once, as goal search returns it (no optional field was asked for).
    const optional: readonly string[] = GOAL_OPTIONAL_FIELDS;
    const withoutOptional = (goal: Goal) => Object.fromEntries(Object.entries(goal).filter(([key]) => !optional.includes(key)));
    expect(goals).toEqual(siteGoals.map(withoutOptional));
    const expected = [...new Map(siteGoals.flatMap((goal) => goal.customDatas!).map((item) => [item.id, item])).values()];
    expect(customData).toEqual(expected.sort((a, b) => a.id - b.id));
    expect(customData.length).toBeGreaterThan(0);
  });

  it('writes a goal the tag cannot act on, warns about it on stderr by its id, exits 0; --strict exits 1', async () => {
    const args = ['definitions', '--base-url', server.url, '--site-id', String(JAVA_SITE)];
    const { code, stdout, stderr } = await run(...args);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { goals: Goal[] }).goals.map((goal) => goal.id)).toEqual([90001, 90002]);
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^visit-tag definitions: warning: the tag skips goals\[id=90002\]: goals\[id=90002\]\.params\.matchString: goal 90002: /,
    );
    expect(lines[1]).toBe(`visit-tag definitions: 2 goals and 0 custom data items of site ${JAVA_SITE}`);
    const strict = await run(...args, '--strict');
    expect({ code: strict.code, stdout: strict.stdout, stderr: strict.stderr }).toEqual({ code: 1, stdout, stderr });
  });

  it('sends a token given, and says the service refused a bad one', async () => {
    const token = await createAuth({ secret }).issue('demo');
    searches.length = 0;
    const good = await run('definitions', '--base-url', server.url, '--site-id', String(SITE), '--token', token);
    expect(good.code).toBe(0);
    expect(searches.every((header) => header === `Bearer ${token}`) && searches.length > 1).toBe(true);
    const forged = await createAuth({ secret: new Uint8Array(32).fill(8) }).issue('demo');
    const bad = await run('definitions', '--base-url', server.url, '--site-id', String(SITE), '--token', forged);
    expect(bad).toEqual({
      code: 1,
      stdout: '',
      stderr: expect.stringContaining('the service refused the token: it answered 401 (unauthorized: bad-signature'),
    });
  });

  it('says a site with no goals has none, and writes nothing', async () => {
    const { code, stdout, stderr } = await run('definitions', '--base-url', server.url, '--site-id', '999');
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr).toBe(`visit-tag definitions: site 999 has no goals at ${server.url}: nothing to write (check --site-id)\n`);
  });

  it('says a service that is not there is unreachable', async () => {
    const closed = await listenOnLoopback(createServer());
    await closed.close();
    const { code, stdout, stderr } = await run('definitions', '--base-url', closed.url, '--site-id', '101');
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr).toBe(`visit-tag definitions: the service at ${closed.url} is unreachable: connection refused (ECONNREFUSED)\n`);
  });

  it('says a service that never answers is unreachable after --timeout', async () => {
    const silent = await listenOnLoopback(createServer(() => {}));
    try {
      const { code, stderr } = await run('definitions', '--base-url', silent.url, '--site-id', '101', '--timeout', '0.3');
      expect(code).toBe(1);
      expect(stderr).toBe(`visit-tag definitions: the service at ${silent.url} is unreachable: no answer before the timeout (--timeout)\n`);
    } finally {
      await silent.close();
    }
  });

  it.each([
    [['definitions', '--base-url', 'http://127.0.0.1:8787'], '--site-id is required'],
    [['definitions', '--site-id', '101'], '--base-url is required'],
    [['definitions', '--base-url', 'ftp://example.com', '--site-id', '101'], '--base-url must be an http:// or https:// address'],
    [['definitions', '--base-url', 'http://127.0.0.1:8787', '--site-id', 'shop'], '--site-id must be a site\'s numeric id, got "shop"'],
    [['definitions', '--base-url', 'http://127.0.0.1:8787', '--site-id', '101', '--colour'], "Unknown option '--colour'"],
    [['goals'], 'unknown command "goals"'],
    [[], 'no command given'],
  ])('refuses the arguments %j with the reason and the usage', async (args, reason) => {
    const { code, stdout, stderr } = await run(...args);
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toContain(reason);
    expect(stderr).toContain('usage: visit-tag definitions --base-url URL --site-id N [--token T]');
  });

  it('prints the usage for --help', async () => {
    const { code, stdout, stderr } = await run('--help');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/^usage: visit-tag definitions --base-url URL --site-id N/);
  });
});
