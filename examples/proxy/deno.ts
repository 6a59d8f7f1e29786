// Deno: the first-party proxy on Deno.serve. Run: deno run --allow-net --allow-env --allow-read examples/proxy/deno.ts
// Deno 2 resolves visit-tag as Node does, from package.json and node_modules (npm install visit-tag).
import { createProxy, DEFAULT_PROXY_TIMEOUT_MS, type ProxyHandler } from 'visit-tag/proxy';
import { readPackageFiles } from 'visit-tag/proxy-node';

// Deno's own types declare Deno; this lets a plain tsc check the file too.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(
    options: { hostname?: string; port: number; onListen(address: { hostname: string; port: number }): void },
    handler: ProxyHandler,
  ): unknown;
};

const dataUrl = Deno.env.get('VISIT_TAG_DATA_URL'); // the service, e.g. https://data.example.com
if (!dataUrl) throw new Error('Set VISIT_TAG_DATA_URL to the address of the data service');

const proxy = createProxy({
  dataUrl,
  basePath: '/vt',
  readFile: readPackageFiles(), // /vt/visit-tag.js and the other script files, from the installed package (--allow-read)
  timeoutMs: Number(Deno.env.get('VISIT_TAG_TIMEOUT_MS') ?? DEFAULT_PROXY_TIMEOUT_MS),
});

// Deno passes its info (remoteAddr, the visitor's address) beside the request: the proxy reads it there.
Deno.serve(
  {
    hostname: Deno.env.get('HOST') ?? '0.0.0.0',
    port: Number(Deno.env.get('PORT') ?? 3000),
    onListen: ({ hostname, port }) => console.log(`visit-tag proxy listening on http://${hostname}:${port}/vt`),
  },
  proxy,
);
