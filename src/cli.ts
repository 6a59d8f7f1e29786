// `npx visit-tag definitions --base-url URL --site-id N [--token T] > definitions.json`: the
// package's command (bin `visit-tag`, built to dist/cli.js for Node 20). Nothing else imports it.
import { runCli } from './cli/run-cli.js';

void runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
}).then((code) => (process.exitCode = code));
