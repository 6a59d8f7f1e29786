// The tags site owners use today, as npm packages at the versions the bench measures beside
// visit-tag (bundle sizes, boot cost). What each package ships decides how it is taken: a prebuilt
// script-tag file as shipped, or an ESM entry bundled with esbuild (test/bench/fetch-peer.ts).

/** A peer tag: an npm package at a pinned version and what to take from it. */
export interface PeerTag {
  name: string;
  /** npm package@version: the versions measured under faults in docs/peer-tags.md. */
  spec: string;
  /** A prebuilt script-tag bundle inside the package. */
  file?: string;
  /** Else: an entry (ESM source) bundled with esbuild against the package. */
  entry?: string;
  /** The bundle's format: `esm` (default) to measure its size, `iife` to load it with a script tag. */
  format?: 'esm' | 'iife';
}

/**
 * Snowplow as a script tag: `@snowplow/javascript-tracker` (sp.js and its `snowplow(…)` snippet)
 * is not on the npm registry, so the browser tracker's own prebuilt UMD file, which defines
 * `window.snowplowBrowserTracking` (newTracker, trackPageView, …). It has the same tracker core as
 * sp.js without sp.js's bundled plugins and command queue: a lighter Snowplow than sp.js.
 */
export const SNOWPLOW_SCRIPT_TAG: PeerTag = {
  name: 'Snowplow browser-tracker (umd.min)',
  spec: '@snowplow/browser-tracker@4.10.1',
  file: 'dist/index.umd.min.js',
};

/**
 * Plausible as a script tag: no npm package ships Plausible's script.js, so the official npm
 * tracker (the same source as script.js) bundled to an IIFE that starts like script.js, from its
 * script element's `data-domain` and `data-api`. `captureOnLocalhost` because the bench page is on
 * 127.0.0.1; a page driven by WebDriver also needs `window.__plausible` set (script.js ignores
 * `navigator.webdriver` otherwise).
 */
export const PLAUSIBLE_SCRIPT_TAG: PeerTag = {
  name: 'Plausible @plausible-analytics/tracker (esbuild IIFE, started from data-*)',
  spec: '@plausible-analytics/tracker@0.4.6',
  format: 'iife',
  entry: [
    "import { init } from '@plausible-analytics/tracker';",
    'const script = document.currentScript;',
    'init({ domain: script.dataset.domain, endpoint: script.dataset.api, captureOnLocalhost: true });',
  ].join('\n'),
};

/** The peers of the bundle-size table. */
export const SIZE_PEER_TAGS: PeerTag[] = [
  { name: 'Kameleoon JS SDK (umd.min)', spec: '@kameleoon/javascript-sdk@4.17.1', file: 'dist/javascript-sdk.umd.min.js' },
  { name: 'PostHog posthog-js (array.js)', spec: 'posthog-js@1.449.2', file: 'dist/array.js' },
  { name: 'Segment analytics-next (standalone)', spec: '@segment/analytics-next@1.84.3', file: 'dist/umd/standalone.js' },
  { name: 'Amplitude browser (amplitude-min)', spec: '@amplitude/analytics-browser@2.48.1', file: 'lib/scripts/amplitude-min.js' },
  { name: 'RudderStack v3 (modern umd)', spec: '@rudderstack/analytics-js@3.34.1', file: 'dist/npm/modern/umd/index.js' },
  {
    name: 'Snowplow browser-tracker (esbuild: newTracker + trackStructEvent)',
    spec: '@snowplow/browser-tracker@4',
    entry: "export { newTracker, trackStructEvent } from '@snowplow/browser-tracker';",
  },
  {
    name: 'plausible-tracker (esbuild: Plausible)',
    spec: 'plausible-tracker@0.3.9',
    entry: "export { default } from 'plausible-tracker';",
  },
];
