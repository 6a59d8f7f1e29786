/**
 * The `User-Agent` a non-browser client sends: the spec's bot filter refuses library defaults
 * (`node`, `undici`), so we name ourselves, e.g. `visit-tag/0.1.0 (Node.js 20)`. Returns undefined
 * in a browser, where the browser's own agent is sent. A caller's `custom` agent wins.
 * @example getUserAgent() // 'visit-tag/0.1.0 (Node.js 20)' on Node 20
 */
export declare function getUserAgent(custom?: string): string | undefined;
