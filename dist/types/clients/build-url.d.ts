/**
 * Joins a base address, a path and query parameters, percent-encoding every value (keys may hold
 * `/`, spaces, `&` or non-ASCII). Undefined values are left out; a trailing `/` on the base is ignored.
 * @example buildUrl('http://127.0.0.1:8787/', '/map/map', { siteCode: 'demo', key: 'a b' }) // 'http://127.0.0.1:8787/map/map?siteCode=demo&key=a%20b'
 */
export declare function buildUrl(base: string, path: string, query?: Record<string, string | undefined>): string;
