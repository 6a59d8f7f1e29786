/**
 * Options every HTTP client of visit-tag takes besides its base address. All are optional.
 * @example const options: ClientOptions = { token: process.env.TOKEN, signal: AbortSignal.timeout(5000) };
 */
export interface ClientOptions {
    /** A bearer token (JSON web token), sent as `Authorization: Bearer <token>`. */
    token?: string;
    /** The fetch to use; defaults to the global one (Node 18+, every browser). */
    fetch?: typeof fetch;
    /** Outside a browser, replaces the default `visit-tag/<version> (Node.js <major>)`. Ignored in a browser. */
    userAgent?: string;
    /** Aborts the request. */
    signal?: AbortSignal;
}
