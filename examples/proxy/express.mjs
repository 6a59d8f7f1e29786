// Express: the first-party proxy at /vt, beside the site's own routes. Run: node examples/proxy/express.mjs
import { createServer } from 'node:http';
import express from 'express';
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

const app = express();
// Before any body parser: the proxy reads the body itself. Express keeps /vt in req.originalUrl.
app.use('/vt', toNodeHandler(proxy));
// What the proxy does not serve goes on to next(), body unread: the site's own routes follow, under /vt too.
app.use(express.json());
app.post('/vt/feedback', (request, response) => {
  response.status(201).json({ received: request.body });
});

const server = createServer(app);
server.listen(Number(process.env.PORT ?? 3000), process.env.HOST, () => {
  console.log('visit-tag proxy listening on', server.address());
});
