/** How a scenario sets up the script-tag fixture page (test/browser/engines/fixtures/tag.html). */
export interface TagPageSetup {
  site: string;
  /** More `data-*` attributes of the script tag, without the `data-` prefix. */
  attrs?: Record<string, string>;
  /** Commands in `window.visitTagQueue` before the tag loads. */
  queue?: unknown[][];
  /** Make `navigator.globalPrivacyControl` read true before the tag loads. */
  gpc?: boolean;
  /** Record every `document.cookie` write in `window.cookieWrites`, from before the tag loads. */
  cookieLog?: boolean;
  /** A label in the query, so two tagged pages have different URLs (navigations between them). */
  label?: string;
  /** Delete `navigator.locks` before the tag loads (browsers without Web Locks). */
  noLocks?: boolean;
  /** In a frame: post the tag's getStats() to the parent every 100 ms (see frame-host.html). */
  report?: boolean;
  /** Another build or copy of the tag (`/dist/visit-tag.js` by default). */
  src?: string;
  /** Window globals the site's scripts set before the tag loads (TC's `tc_vars`, GTM's `dataLayer`). */
  globals?: Record<string, unknown>;
  /** Keep what each queued command returned in `window.queueResults` and every outcome in `window.outcomes`. */
  record?: boolean;
  /** Record every error and unhandled rejection that reaches the page in `window.pageErrors`. */
  errors?: boolean;
  /** What the site's scripts did to the platform before the tag loads (issue 35; see tag.html). */
  patch?: Array<'array-tojson' | 'object-extra' | 'array-extra' | 'fetch-throws' | 'fetch-missing' | 'beacon-false'>;
}

/** Where the scenario server mounts the fixtures of the engine tier. */
export const ENGINE_FIXTURES_PREFIX = '/__engines/';

/**
 * The URL of the tagged fixture page with its setup in the query (works in every engine, WebKit
 * included, where no init script can run before the page).
 *
 * @example
 * await page.goto(tagPageUrl(server.url, { site: 'webkit-install', queue: [['trackConversion', 42]] }));
 */
export function tagPageUrl(baseUrl: string, setup: TagPageSetup): string {
  const url = new URL(`${ENGINE_FIXTURES_PREFIX}tag.html`, baseUrl);
  url.searchParams.set('site', setup.site);
  if (setup.attrs) url.searchParams.set('attrs', JSON.stringify(setup.attrs));
  if (setup.queue) url.searchParams.set('queue', JSON.stringify(setup.queue));
  if (setup.gpc) url.searchParams.set('gpc', '1');
  if (setup.cookieLog) url.searchParams.set('cookieLog', '1');
  if (setup.label) url.searchParams.set('label', setup.label);
  if (setup.noLocks) url.searchParams.set('noLocks', '1');
  if (setup.report) url.searchParams.set('report', '1');
  if (setup.src) url.searchParams.set('src', setup.src);
  if (setup.globals) url.searchParams.set('globals', JSON.stringify(setup.globals));
  if (setup.record) url.searchParams.set('record', '1');
  if (setup.patch) url.searchParams.set('patch', setup.patch.join(','));
  if (setup.errors) url.searchParams.set('errors', '1');
  return url.href;
}
