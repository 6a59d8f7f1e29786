import type { ProxyOptions } from './proxy-options.js';
/**
 * The visitor's address, in this order: the site's `getClientAddress`; the entry of
 * `X-Forwarded-For` the last of `trustedFronts` fronts added; the platform's own (Deno's
 * `remoteAddr`, Bun's `requestIP`, a Node socket's `remoteAddress`). Undefined when none is known: a
 * browser's own `X-Forwarded-For` is never believed.
 * @example readClientAddress(request, { remoteAddr: { hostname: '203.0.113.7' } }, {}) // '203.0.113.7'
 */
export declare function readClientAddress(request: Request, platform: unknown, options: Pick<ProxyOptions, 'getClientAddress' | 'trustedFronts'>): string | undefined;
