/**
 * Whether this code runs in a browser page or worker. Browsers forbid scripts to set
 * `User-Agent` (and a custom one would need a CORS preflight), so the clients only add their own
 * outside a browser.
 * @example isBrowser() // false in Node 20, true in a page
 */
export declare function isBrowser(): boolean;
