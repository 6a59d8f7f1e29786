// Bun: the first-party proxy on Bun's serve. Run: bun examples/proxy/bun.ts
import { serve } from 'bun';
import { createProxy, DEFAULT_PROXY_TIMEOUT_MS } from 'visit-tag/proxy';
import { readPackageFiles } from 'visit-tag/proxy-node';

const dataUrl = process.env.VISIT_TAG_DATA_URL; // the service, e.g. https://data.example.com
if (!dataUrl) throw new Error('Set VISIT_TAG_DATA_URL to the address of the data service');

const timeoutMs = Number(process.env.VISIT_TAG_TIMEOUT_MS ?? DEFAULT_PROXY_TIMEOUT_MS);
const proxy = createProxy({
  dataUrl,
  basePath: '/vt',
  readFile: readPackageFiles(), // /vt/visit-tag.js and the other script files, from the installed package
  timeoutMs,
});

// Bun passes its server beside the request (server.requestIP, the visitor's address): the proxy reads it there.
const server = serve({
  hostname: process.env.HOST ?? '0.0.0.0',
  port: Number(process.env.PORT ?? 3000),
  fetch: proxy,
  // Seconds; Bun closes a connection idle for 10 by default, before the proxy's 504 for a service that hangs.
  idleTimeout: Math.ceil(timeoutMs / 1000) + 5,
});
console.log(`visit-tag proxy listening on ${server.url.href}vt`);
