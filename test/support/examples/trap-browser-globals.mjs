// Preloaded into a Node server (`NODE_OPTIONS=--import …`, test/examples/next-app.test.ts): every
// read of a browser global is appended to the file BROWSER_GLOBALS_LOG as one JSON line with the
// reader's stack, and answered as Node would (undefined, or Node's own value where it has one).
// The test then finds, through the bundles' source maps, who read it.
import { appendFileSync } from 'node:fs';

const log = process.env.BROWSER_GLOBALS_LOG;
const NAMES = ['window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage', 'indexedDB', 'addEventListener'];

if (log) {
  for (const name of NAMES) {
    const own = Object.getOwnPropertyDescriptor(globalThis, name);
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        appendFileSync(log, JSON.stringify({ name, stack: new Error().stack }) + '\n');
        return own?.get ? own.get.call(globalThis) : own?.value;
      },
    });
  }
}
