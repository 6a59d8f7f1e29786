import type { ProxyOptions } from './proxy-options.js';

/** The address in what a platform passes beside the request, where it has one (see ProxyHandler). */
function platformAddress(request: Request, platform: unknown): string | undefined {
  if (typeof platform !== 'object' || platform === null) return undefined;
  const value = platform as {
    remoteAddr?: { hostname?: unknown };
    requestIP?: (request: Request) => { address?: unknown } | null;
    incoming?: { socket?: { remoteAddress?: unknown } };
  };
  // Deno.serve's info (and the Node adapter's), Bun.serve's server, Hono's c.env on @hono/node-server.
  const found =
    value.remoteAddr?.hostname ??
    (typeof value.requestIP === 'function' ? value.requestIP(request)?.address : undefined) ??
    value.incoming?.socket?.remoteAddress;
  return typeof found === 'string' && found !== '' ? found : undefined;
}

/**
 * The visitor's address, in this order: the site's `getClientAddress`; the entry of
 * `X-Forwarded-For` the last of `trustedFronts` fronts added; the platform's own (Deno's
 * `remoteAddr`, Bun's `requestIP`, a Node socket's `remoteAddress`). Undefined when none is known: a
 * browser's own `X-Forwarded-For` is never believed.
 * @example readClientAddress(request, { remoteAddr: { hostname: '203.0.113.7' } }, {}) // '203.0.113.7'
 */
export function readClientAddress(
  request: Request,
  platform: unknown,
  options: Pick<ProxyOptions, 'getClientAddress' | 'trustedFronts'>,
): string | undefined {
  const given = options.getClientAddress?.(request);
  if (given) return given.trim();
  const fronts = options.trustedFronts ?? 0;
  if (fronts > 0) {
    const chain = (request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    // As Express's `trust proxy` hop count: the entry the outermost trusted front added, or the farthest one.
    const entry = chain[Math.max(0, chain.length - fronts)];
    if (entry) return entry;
  }
  return platformAddress(request, platform);
}
