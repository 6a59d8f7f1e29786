import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { findRoot } from '../../../demo/server/find-root.js';

/**
 * The router apps under test/fixtures/routers/, each built with its own vite.config.js.
 * @example for (const app of ROUTER_APPS) await buildRouterApp(app);
 */
export const ROUTER_APPS = ['react', 'vue', 'sveltekit'] as const;
export type RouterApp = (typeof ROUTER_APPS)[number];

const root = findRoot();
const run = promisify(execFile);

/** Every file of a folder, sorted, skipping build output. */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !/[/\\]build[/\\]/.test(path))
    .sort();
}

/** A hash of the app's sources and the installed versions (package-lock.json): a new one means a rebuild. */
function hashSources(app: RouterApp): string {
  const hash = createHash('sha256');
  for (const file of [...listFiles(join(root, 'test/fixtures/routers', app)), join(root, 'package-lock.json')]) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds one router app the way its users do (`vite build` with the app's own config, in a child
 * process) into `.cache/routers/<app>-<hash>/site` and returns that folder. A build of the same
 * sources and versions is reused, so only the first run after a change pays for it (1–7 s).
 *
 * @example
 * const site = await buildRouterApp('react'); // …/.cache/routers/react-3f9a…/site
 */
export async function buildRouterApp(app: RouterApp): Promise<string> {
  const out = join(root, '.cache/routers', `${app}-${hashSources(app)}`);
  const site = join(out, 'site');
  if (existsSync(join(site, 'index.html'))) return site;
  // Built beside the final folder and moved in one rename: a build cut short is never reused.
  const building = `${out}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  await run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: join(root, 'test/fixtures/routers', app),
    env: { ...process.env, ROUTER_APP_OUT: building, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  rmSync(out, { recursive: true, force: true });
  renameSync(building, out);
  // Builds of older sources are never used again.
  for (const old of readdirSync(dirname(out))) {
    if (old.startsWith(`${app}-`) && join(dirname(out), old) !== out && !old.includes('.building-')) {
      rmSync(join(dirname(out), old), { recursive: true, force: true });
    }
  }
  return site;
}
