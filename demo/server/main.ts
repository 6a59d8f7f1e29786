// `npm run demo -- [--port P] [--auth] [--data-dir DIR] [--rate-limit PER_SECOND[:BURST]]
// [--tls-key FILE --tls-cert FILE] [--server-visitor-cookie] [--allow-headless] [--quiet]`: the stand-in server for
// people (and for child-process tests and the bench). 0 turns the limit off; the two PEM files
// together switch to https; --server-visitor-cookie sets the site's own visitor cookie `vt_vid` on
// every page, as a site's server would for Safari (docs/identity.md "A visitor that survives Safari");
// --allow-headless (or VISIT_TAG_ALLOW_HEADLESS=1) lets headless Chromium through the bot rule, for
// automated QA of the demo page (docs/qa.md "Automating QA with Playwright").
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEMO_CLIENT_SECRET } from './handle-token.js';
import { startServer } from './start-server.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    auth: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    'rate-limit': { type: 'string' },
    'tls-key': { type: 'string' },
    'tls-cert': { type: 'string' },
    'server-visitor-cookie': { type: 'boolean', default: false },
    'allow-headless': { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got ${values.port}`);
  process.exit(2);
}
const [perSecond, burst] = (values['rate-limit'] ?? '2000:4000').split(':').map(Number);
if (!Number.isFinite(perSecond) || perSecond < 0) {
  console.error(`--rate-limit must be PER_SECOND[:BURST], got ${values['rate-limit']}`);
  process.exit(2);
}
const rateLimit = perSecond === 0 ? { perSecond: Infinity, burst: Infinity } : { perSecond: perSecond, burst: burst ?? perSecond * 2 };
if (!values['tls-key'] !== !values['tls-cert']) {
  console.error('--tls-key and --tls-cert go together');
  process.exit(2);
}
const tls = values['tls-key'] ? { key: readFileSync(values['tls-key']), cert: readFileSync(values['tls-cert']!) } : undefined;
// The name demo/index.html gives its tag in data-server-visitor-cookie.
const serverVisitorCookie = values['server-visitor-cookie'] ? 'vt_vid' : undefined;
const allowHeadless = values['allow-headless'] || process.env.VISIT_TAG_ALLOW_HEADLESS === '1';
const server = await startServer({
  port,
  auth: values.auth,
  dataDir: values['data-dir'],
  rateLimit,
  tls,
  quiet: values.quiet,
  serverVisitorCookie,
  allowHeadless,
});
console.log(`visit-tag stand-in server: ${server.url}/`);
// Chromium and Firefox send every *.localhost name to this machine: the demo under two names.
console.log(`  across domains: ${server.url.replace('127.0.0.1', 'www.shop.localhost')}/?link=shop.localhost,pay.localhost`);
if (values.auth) {
  console.log(
    `auth on: POST ${server.url}/oauth/token with grant_type=client_credentials, client_id=<siteCode>, client_secret=${DEMO_CLIENT_SECRET}`,
  );
}
if (allowHeadless) console.log('headless Chromium passes the bot rule (--allow-headless): for automated QA only');
if (values['data-dir']) console.log(`journal: ${values['data-dir']}`);
if (serverVisitorCookie) console.log(`pages get the visitor cookie ${serverVisitorCookie}, as a site's own server would set it`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
