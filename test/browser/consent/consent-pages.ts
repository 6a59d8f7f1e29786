import { build } from 'esbuild';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRoot } from '../../../demo/server/find-root.js';

const root = findRoot();
// One per test process: two consent files running at once must not write one bundle over the other.
const buildDir = join(tmpdir(), `visit-tag-consent-pages-${process.pid}`);

/**
 * The static mounts of the consent scenarios: the fixture page (`/__consent/consent.html`), the
 * bundled test CMP (`/__consent-build/test-cmp.js`) and the IAB's stub as published
 * (`/__consent-deps/stub/stub.js`).
 * @example const ctx = useEngine(name, { extraStatic: CONSENT_MOUNTS });
 */
export const CONSENT_MOUNTS: Record<string, string> = {
  '/__consent/': join(root, 'test/browser/consent/fixtures'),
  '/__consent-build/': buildDir,
  '/__consent-deps/stub/': join(root, 'node_modules/@iabtcf/stub/lib'),
};

/**
 * Bundles the test CMP (test-cmp.ts: @iabtcf/cmpapi and @iabtcf/core) for the browser.
 * @example beforeAll(buildConsentPages);
 */
export async function buildConsentPages(): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: [join(root, 'test/browser/consent/fixtures/test-cmp.ts')],
    outdir: buildDir,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020'],
    logLevel: 'warning',
  });
}

/** How a scenario sets up test/browser/consent/fixtures/consent.html (see the comment there). */
export interface ConsentPageSetup {
  site?: string;
  load: string[];
  cmp?: 'accept' | 'reject' | 'banner' | 'no-gdpr';
  attrs?: Record<string, string>;
  bridge?: Record<string, string>;
  gcm?: unknown[][];
  gpc?: boolean;
  debug?: boolean;
  log?: boolean;
  /** This page in an iframe, with its own setup. */
  frame?: ConsentPageSetup;
}

/**
 * The fixture page's URL for a setup.
 * @example await page.goto(consentPageUrl(server.url, { site, load: ['stub', 'cmp', 'tag', 'tcf'], cmp: 'accept' }));
 */
export function consentPageUrl(baseUrl: string, setup: ConsentPageSetup): string {
  return new URL(`/__consent/consent.html?${consentQuery(setup)}`, baseUrl).href;
}

function consentQuery(setup: ConsentPageSetup): string {
  const query = new URLSearchParams({ load: setup.load.join(',') });
  if (setup.site) query.set('site', setup.site);
  if (setup.cmp) query.set('cmp', setup.cmp);
  if (setup.attrs) query.set('attrs', JSON.stringify(setup.attrs));
  if (setup.bridge) query.set('bridge', JSON.stringify(setup.bridge));
  if (setup.gcm) query.set('gcm', JSON.stringify(setup.gcm));
  if (setup.gpc) query.set('gpc', '1');
  if (setup.debug) query.set('debug', '1');
  if (setup.log) query.set('log', '1');
  if (setup.frame) query.set('frame', consentQuery(setup.frame));
  return query.toString();
}
