// Issue 22, item 4: the Next.js App Router example (examples/next-app), installed from the npm
// registry with the package packed from this repository (`file:../..` with install-links), built
// with the real `next build`, served by `next start` on 127.0.0.1 and driven in Chromium. Its
// root layout (a server component) renders <VisitTag> from visit-tag/react; a client component
// tracks with useVisitTag(). Issue 33: the tag posts to /vt on the app's own origin, where the
// route handler app/vt/[...path]/route.ts (visit-tag/proxy) forwards to the stand-in. Run by
// `npm run test:examples` (not `npm test`: the install is heavy).
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInspector } from '../support/engines/create-inspector.js';
import { getFreePort } from '../support/engines/free-port.js';
import type { EnginePage } from '../support/engines/launch-engine.js';
import { useEngine } from '../support/engines/use-engine.js';
import { findReader } from '../support/examples/find-reader.js';

const app = resolve(import.meta.dirname, '../../examples/next-app');
const next = join(app, 'node_modules/next/dist/bin/next');
const logs = mkdtempSync(join(tmpdir(), 'visit-tag-next-'));
const globalsLog = join(logs, 'browser-globals.jsonl');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false' };
const run = promisify(execFile);

/** `npm ci` (the registry only) and `next build`, timed for the report. */
beforeAll(async () => {
  for (const [label, file, args] of [
    ['npm ci', 'npm', ['ci', '--no-audit', '--no-fund']],
    ['next build', process.execPath, [next, 'build']],
  ] as const) {
    const started = Date.now();
    await run(file, [...args], { cwd: app, env, maxBuffer: 64 * 1024 * 1024 });
    console.log(`examples/next-app: ${label} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // Next.js compiles with its native SWC binary, an optional dependency from the registry: were it
  // missing, next build would fetch one from elsewhere (or fall back to WebAssembly).
  expect(readdirSync(join(app, 'node_modules/@next')).filter((name) => name.startsWith('swc-'))).toEqual([
    `swc-${process.platform}-${process.arch}-gnu`,
  ]);
}, 600_000);

/** Waits until the server answers (it takes a few seconds to start), or fails if it exits first. */
async function whenServing(url: string, server: ChildProcess): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`);
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits for the page's own client component to have hydrated: links navigate on the client from then on. */
const whenHydrated = (page: EnginePage) =>
  page.evaluate(async () => {
    while (document.documentElement.dataset.appReady !== 'true') await new Promise((resolve) => setTimeout(resolve, 20));
  });

describe('examples/next-app (Next.js App Router, next build + next start)', () => {
  /** What reached the stand-in's /visit/events: the forwarded address and the site's cookie, if any. */
  const arrived: Array<{ forwardedFor?: string; cookie?: string; referer?: string }> = [];
  const ctx = useEngine('chromium', {
    server: {
      onRequest: (request) => {
        if (!request.url?.startsWith('/visit/events')) return;
        const { 'x-forwarded-for': forwardedFor, cookie, referer } = request.headers;
        arrived.push({ forwardedFor: forwardedFor as string | undefined, cookie, referer });
      },
    },
  });
  const site = { inspector: undefined as unknown as ReturnType<typeof createInspector>, url: '' };
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    site.inspector = createInspector(ctx.server.url, 'chromium-next-app');
    const port = await getFreePort();
    site.url = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, [next, 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
      cwd: app,
      detached: true,
      stdio: 'ignore',
      env: {
        ...env,
        VISIT_TAG_SITE_CODE: site.inspector.siteCode,
        // First party: the tag posts to the app's own /vt, and the route handler forwards to the stand-in.
        VISIT_TAG_URL: `${site.url}/vt`,
        VISIT_TAG_UPSTREAM: ctx.server.url,
        BROWSER_GLOBALS_LOG: globalsLog,
        NODE_OPTIONS: `--import ${resolve(import.meta.dirname, '../support/examples/trap-browser-globals.mjs')}`,
      },
    });
    await whenServing(`${site.url}/a`, server);
  }, 90_000);
  afterAll(() => {
    if (server?.pid) process.kill(-server.pid); // next start and anything it started
    rmSync(logs, { recursive: true, force: true });
  });

  it('the server render (server and client components) reads no browser global from visit-tag, and adds no markup', async () => {
    for (const path of ['/', '/a', '/b']) {
      const html = await (await fetch(`${site.url}${path}`)).text();
      expect(html).toContain('<button id="buy">Buy</button>');
      expect(html).not.toMatch(/visit-tag/i);
    }
    const readers = readFileSync(globalsLog, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { name: string; stack: string })
      .map(({ name, stack }) => `${name} read by ${findReader(stack)}`);
    // The trap is in place: Next.js itself looks for `window` (typeof) while it renders.
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.filter((reader) => reader.includes('visit-tag'))).toEqual([]);
  });

  it('one STATICDATA, a PAGE on each client navigation, and the order a client component tracked, once', async () => {
    const page = await ctx.engine.newPage();
    await page.goto(`${site.url}/?email=ann%40example.com`);
    await whenHydrated(page);
    // A full page load would lose this: every later view must come from client navigation.
    await page.evaluate(() => void ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
    const pages = () => site.inspector.events('PAGE');
    await expect.poll(async () => (await pages()).length, { timeout: 15_000 }).toBe(1);
    for (const [n, link] of ['#to-a', '#to-b', '#to-home'].entries()) {
      await page.evaluate((selector) => document.querySelector<HTMLElement>(selector)!.click(), link);
      await expect.poll(async () => (await pages()).length, { timeout: 15_000 }).toBe(n + 2);
    }
    await page.evaluate(() => document.querySelector<HTMLElement>('#buy')!.click());
    await expect.poll(async () => (await site.inspector.events('CONVERSION')).length, { timeout: 15_000 }).toBe(1);
    // The same order again: the part chunk (loaded by the first click) remembers it, nothing is sent.
    await page.evaluate(() => document.querySelector<HTMLElement>('#buy')!.click());
    await page.evaluate(() => document.querySelector<HTMLElement>('#to-a')!.click());
    await expect.poll(async () => (await pages()).length, { timeout: 15_000 }).toBe(5);
    expect(await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
    const events = await site.inspector.events();
    expect(events.map((e) => e.eventType)).toEqual(['STATICDATA', 'PAGE', 'PAGE', 'PAGE', 'PAGE', 'CONVERSION', 'PAGE']);
    expect((await pages()).map((e) => [String(e.href).replace(site.url, ''), e.title])).toEqual([
      ['/?email=REDACTED', 'Home'],
      ['/a', 'Page A'],
      ['/b', 'Page B'],
      ['/', 'Home'],
      ['/a', 'Page A'],
    ]);
    expect(events[5]).toMatchObject({ goalId: 12, revenue: 30 });
    // Every event went through the app's route handler: with the browser's User-Agent, the
    // visitor's address, and nothing of the site's (the page's cookie, its address as Referer).
    const { requests } = await site.inspector.inspect();
    expect(new Set(requests.map((request) => request.userAgent))).toEqual(new Set([ctx.engine.userAgent]));
    expect(arrived.length).toBeGreaterThan(0);
    expect(arrived.every((request) => request.forwardedFor === '127.0.0.1' && !request.cookie && !request.referer)).toBe(true);
    await page.close();
  });

  it('the route handler forwards nothing but the two endpoints: 404 and 405 with a JSON reason', async () => {
    const other = await fetch(`${site.url}/vt/map/maps?siteCode=x`, { method: 'POST', body: '{}' });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: 'not-found' });
    const wrongMethod = await fetch(`${site.url}/vt/visit/events?siteCode=x`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });
});
