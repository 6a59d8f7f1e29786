// A Cloudflare worker: the first-party proxy for the routes wrangler.toml gives it (www.shop.example/vt/*).
// Run: npx wrangler dev (locally) or npx wrangler deploy; wrangler bundles this file with visit-tag/proxy.
import { createProxy, DEFAULT_PROXY_TIMEOUT_MS, type ProxyHandler } from 'visit-tag/proxy';

/** The worker's bindings: wrangler.toml's [vars]. */
interface Env {
  VISIT_TAG_DATA_URL: string;
  VISIT_TAG_TIMEOUT_MS?: string;
}

let proxy: ProxyHandler | undefined;

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    proxy ??= createProxy({
      dataUrl: env.VISIT_TAG_DATA_URL,
      basePath: '/vt',
      // A worker has no socket: Cloudflare's edge puts the visitor's address in CF-Connecting-IP.
      getClientAddress: (request) => request.headers.get('cf-connecting-ip'),
      timeoutMs: Number(env.VISIT_TAG_TIMEOUT_MS ?? DEFAULT_PROXY_TIMEOUT_MS),
    });
    return proxy(request);
  },
};
