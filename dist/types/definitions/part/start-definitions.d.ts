import type { StartDefinitions } from './part-types.js';
/**
 * The definitions part's entry: reads the definitions (a URL is fetched as JSON), checks them
 * (`readDefinitions`, then every CLICK goal's CSS selector), and starts what acts on them: URL,
 * CLICK, PAGE_VIEWS, SCROLL and TIME_SPENT goals, and custom data from `tc_vars`, `dataLayer` and
 * the site's CUSTOM_CODE sources. Never rejects: resolves with the part, or with the problems when
 * the definitions cannot be used. What can be used despite a fault (a goal without a threshold,
 * a CUSTOM_CODE item without a source, a goal left out because it cannot act) is reported once
 * through `host.report`.
 * @example
 * const part = await startDefinitions('/definitions.json', host);
 * if (!Array.isArray(part)) part.onPageView(location.href);
 */
export declare const startDefinitions: StartDefinitions;
