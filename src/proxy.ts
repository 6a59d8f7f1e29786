// The `visit-tag/proxy` entry: the first-party proxy a site mounts on its own origin (issue 33).
// Platform-neutral (fetch, Request, Response only): Next.js, Hono, workers, Deno, Bun, and Node
// through toNodeHandler. Not part of the script-tag bundle. Re-exports only.
export { createProxy, DEFAULT_PROXY_TIMEOUT_MS } from './proxy/create-proxy.js';
export { toNodeHandler, type NodeNext } from './proxy/to-node-handler.js';
export { toWebRequest } from './proxy/to-web-request.js';
export { truncateAddress } from './proxy/truncate-address.js';
export { isHashedFile, isScriptFile } from './proxy/is-script-file.js';
export type { ForwardAddress, ProxyHandler, ProxyOptions, ProxyToken } from './proxy/proxy-options.js';
export type { ReadFile } from './proxy/read-file.js';
export type { NodeRequestLike, NodeResponseLike } from './proxy/node-types.js';
