// Node's http: the first-party proxy on a server of its own. Run: node examples/proxy/node-http.mjs
import { createServer } from 'node:http';
import { createProxy, DEFAULT_PROXY_TIMEOUT_MS, toNodeHandler } from 'visit-tag/proxy';
import { readPackageFiles } from 'visit-tag/proxy-node';

const dataUrl = process.env.VISIT_TAG_DATA_URL; // the service, e.g. https://data.example.com
if (!dataUrl) throw new Error('Set VISIT_TAG_DATA_URL to the address of the data service');

const proxy = createProxy({
  dataUrl,
  basePath: '/vt',
  readFile: readPackageFiles(), // /vt/visit-tag.js and the other script files, from the installed package
  timeoutMs: Number(process.env.VISIT_TAG_TIMEOUT_MS ?? DEFAULT_PROXY_TIMEOUT_MS),
});

// The socket's address is the visitor's (behind a load balancer of yours, add trustedFronts: 1).
const server = createServer(toNodeHandler(proxy));
server.listen(Number(process.env.PORT ?? 3000), process.env.HOST, () => {
  console.log('visit-tag proxy listening on', server.address());
});
