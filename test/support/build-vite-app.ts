import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { findRoot } from '../../demo/server/find-root.js';

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

/** A hash of the files (their paths and bytes): a new one means a rebuild. */
function hashFiles(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** One fixture app built with Vite. */
export interface ViteApp {
  /** The app's folder (with its own vite.config.js), relative to the repository. */
  source: string;
  /** Where its builds are kept, relative to the repository (one folder per version of its inputs). */
  cache: string;
  /** Its name there. */
  name: string;
  /** Other folders whose files the build reads (e.g. dist/), so a change there rebuilds it too. */
  inputs?: string[];
}

/**
 * Builds a fixture app the way its users do (`vite build` with the app's own config, in a child
 * process, the output folder given as ROUTER_APP_OUT) into `<cache>/<name>-<hash>/site` and
 * returns that folder. A build of the same sources, inputs and installed versions
 * (package-lock.json) is reused, so only the first run after a change pays for it (1–7 s).
 *
 * @example
 * const site = await buildViteApp({ source: 'test/fixtures/routers/react', cache: '.cache/routers', name: 'react' });
 */
export async function buildViteApp(app: ViteApp): Promise<string> {
  const inputs = [app.source, ...(app.inputs ?? [])].flatMap((dir) => listFiles(join(root, dir)));
  const out = join(root, app.cache, `${app.name}-${hashFiles([...inputs, join(root, 'package-lock.json')])}`);
  const site = join(out, 'site');
  if (existsSync(join(site, 'index.html'))) return site;
  // Built beside the final folder and moved in one rename: a build cut short is never reused.
  const building = `${out}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  await run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: join(root, app.source),
    env: { ...process.env, ROUTER_APP_OUT: building, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  rmSync(out, { recursive: true, force: true });
  renameSync(building, out);
  // Builds of older sources are never used again.
  for (const old of readdirSync(dirname(out))) {
    if (old.startsWith(`${app.name}-`) && join(dirname(out), old) !== out && !old.includes('.building-')) {
      rmSync(join(dirname(out), old), { recursive: true, force: true });
    }
  }
  return site;
}
