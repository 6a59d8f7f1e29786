// `npm run demo -- [--port P] [--auth] [--data-dir DIR]`: the stand-in server for people.
import { parseArgs } from 'node:util';
import { DEMO_CLIENT_SECRET } from './handle-token.js';
import { startServer } from './start-server.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8787' },
    auth: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got ${values.port}`);
  process.exit(2);
}
const server = await startServer({ port, auth: values.auth, dataDir: values['data-dir'] });
console.log(`visit-tag stand-in server: ${server.url}/`);
if (values.auth) {
  console.log(`auth on: POST ${server.url}/oauth/token with grant_type=client_credentials, client_id=<siteCode>, client_secret=${DEMO_CLIENT_SECRET}`);
}
if (values['data-dir']) console.log(`journal: ${values['data-dir']}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
