// The stand-in's documented switch for automated QA, from its real command line (`npm run demo`'s
// entry as a child process): VISIT_TAG_ALLOW_HEADLESS=1 (like --allow-headless, which
// test/browser/demo/qa-script.test.ts uses) lets headless Chromium's agent through the bot rule,
// says so at start, and still refuses bots; without it the same request gets 403 with the reason.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { line, nonceOf } from './server-helpers.js';

const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
const children = new Set<ChildProcess>();
afterAll(() => children.forEach((child) => child.kill('SIGTERM')));

/** Starts the stand-in on a free port with the given environment; resolves to its URL and what it printed. */
async function startChild(env: Record<string, string>): Promise<{ url: string; printed: () => string }> {
  const child = spawn(process.execPath, ['scripts/run-ts.mjs', 'demo/server/main.ts', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  children.add(child);
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return { url, printed: () => out };
}

const post = (url: string, userAgent: string) =>
  fetch(`${url}/visit/events?siteCode=qa`, {
    method: 'POST',
    body: line({ eventType: 'PRODUCT', nonce: nonceOf(3), ean: '1', visitorCode: 'v' }),
    headers: { 'User-Agent': userAgent },
  });

describe('the stand-in switch for headless QA', () => {
  it('VISIT_TAG_ALLOW_HEADLESS=1 accepts headless Chromium and still refuses bots; off by default', async () => {
    const [on, off] = await Promise.all([startChild({ VISIT_TAG_ALLOW_HEADLESS: '1' }), startChild({ VISIT_TAG_ALLOW_HEADLESS: '' })]);
    expect((await post(on.url, HEADLESS)).status).toBe(202);
    expect((await post(on.url, 'curl/8.5.0')).status).toBe(403);
    expect(on.printed()).toContain('headless Chromium passes the bot rule');
    const refused = await post(off.url, HEADLESS);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'forbidden', reason: expect.stringContaining('HeadlessChrome') });
    expect(off.printed()).not.toContain('headless');
  });
});
