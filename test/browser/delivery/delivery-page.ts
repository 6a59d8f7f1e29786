import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the harness page is served from (startServer's extraStatic). */
export const HARNESS_PREFIX = '/__delivery/';

/**
 * Bundles test/fixtures/delivery/harness.ts with an index.html into a temp dir.
 * @example const page = await buildHarness(); startServer({ extraStatic: { [HARNESS_PREFIX]: page.dir } });
 */
export async function buildHarness(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'visit-tag-delivery-'));
  await build({
    entryPoints: [fileURLToPath(new URL('../../fixtures/delivery/harness.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    outfile: join(dir, 'harness.js'),
    define: { __DEV__: 'true', __VERSION__: '"test"' },
    logLevel: 'warning',
  });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>delivery</title><script src="harness.js"></script>\n');
  writeFileSync(join(dir, 'blank.html'), '<!doctype html><title>elsewhere</title>\n');
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Arrival {
  /** Tracked nonces the server never accepted. */
  missing: string[];
  /** Accepted nonces nobody tracked (a resend with a new id would show here). */
  unknown: string[];
  /** Extra copies of tracked nonces. */
  duplicates: number;
  rate: string;
}

/** Reads what the server accepted for `site` against the tracked nonces. */
export async function readArrival(serverUrl: string, site: string, tracked: string[]): Promise<Arrival> {
  const response = await fetch(`${serverUrl}/__inspect/events?siteCode=${site}`);
  const inspect = (await response.json()) as { accepted: { event: { nonce: string }; copies: number }[] };
  const copies = new Map(inspect.accepted.map((entry) => [entry.event.nonce.toLowerCase(), entry.copies]));
  const trackedSet = new Set(tracked);
  const duplicates = tracked.reduce((sum, nonce) => sum + Math.max(0, (copies.get(nonce) ?? 0) - 1), 0);
  return {
    missing: tracked.filter((nonce) => !copies.has(nonce)),
    unknown: [...copies.keys()].filter((nonce) => !trackedSet.has(nonce)),
    duplicates,
    rate: `${((100 * duplicates) / Math.max(1, tracked.length)).toFixed(1)} %`,
  };
}

/** Polls until every tracked nonce arrived (or the time is up), then lets stragglers land. */
export async function waitForArrival(serverUrl: string, site: string, tracked: string[], timeoutMs = 15_000): Promise<Arrival> {
  const end = Date.now() + timeoutMs;
  let arrival = await readArrival(serverUrl, site, tracked);
  while (arrival.missing.length && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    arrival = await readArrival(serverUrl, site, tracked);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  return readArrival(serverUrl, site, tracked);
}
