import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';

/** The repository root: recipes run from it, as a site runs them from its own. */
export const root = resolve(import.meta.dirname, '../../..');

/** A recipe of examples/proxy/ serving on 127.0.0.1. */
export interface RunningRecipe {
  /** `http://127.0.0.1:<port>`, the origin the proxy answers on (under `/vt`). */
  url: string;
  /** What the process printed so far (stdout and stderr), for a failing test's message. */
  readonly output: () => string;
  close(): Promise<void>;
}

/** What every recipe reads from its environment (its bindings, for the worker). */
export interface RecipeEnv {
  VISIT_TAG_DATA_URL: string;
  VISIT_TAG_TIMEOUT_MS: string;
}

/** The line every recipe prints once it listens: Node's `server.address()` (`port: N`) or a URL (`http://host:N/vt`). */
const LISTENING = /listening on (?:.*\bport: (\d+)|https?:\/\/[^\s/]+:(\d+))/;

/**
 * Why a runtime's binary cannot run here (its npm package gave none for this machine, its
 * postinstall did not run), or undefined when `<binary> --version` works.
 * @example const skip = whyNotRunnable('node_modules/.bin/bun'); describe.skipIf(skip !== undefined)(…)
 */
export function whyNotRunnable(binary: string): string | undefined {
  const path = resolve(root, binary);
  if (!existsSync(path)) return `${binary} is not installed (npm ci)`;
  const run = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  if (run.status === 0) return undefined;
  const said = `${run.stderr || run.stdout || run.error?.message || ''}`.trim().split('\n')[0];
  return `${binary} --version failed on this machine: ${said}`;
}

/**
 * Starts a recipe as its header says to run it (`node examples/proxy/node-http.mjs`, `deno run …`,
 * `bun …`) from the repository root, on 127.0.0.1 and a port the OS picks (`PORT=0`), and waits for
 * the line it prints when it listens. Ends the process group on close.
 * @example const recipe = await spawnRecipe(process.execPath, ['examples/proxy/node-http.mjs'], env);
 */
export function spawnRecipe(command: string, args: string[], env: RecipeEnv): Promise<RunningRecipe> {
  const child = spawn(command, args, {
    cwd: root,
    detached: true, // its own process group: a wrapper's child (deno's bin.cjs) ends with it
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(
      () => void close().then(() => reject(new Error(`${args.join(' ')} did not listen in 15 s:\n${output}`))),
      15_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = LISTENING.exec(output)?.slice(1).find(Boolean);
      if (port === undefined) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolvePromise({ url: `http://127.0.0.1:${port}`, output: () => output, close });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
}

/** The worker's settings in wrangler.toml: its entry file and compatibility date. */
function readWranglerToml(): { main: string; compatibilityDate: string } {
  const toml = readFileSync(resolve(root, 'examples/proxy/wrangler.toml'), 'utf8');
  const main = /^main = "([^"]+)"$/m.exec(toml)?.[1];
  const compatibilityDate = /^compatibility_date = "([^"]+)"$/m.exec(toml)?.[1];
  if (!main || !compatibilityDate) throw new Error('examples/proxy/wrangler.toml names no main or compatibility_date');
  return { main, compatibilityDate };
}

/**
 * The worker recipe as wrangler runs it: wrangler.toml's `main` bundled by esbuild (ESM, the
 * worker conditions), served by workerd through Miniflare on 127.0.0.1 with `env` as its
 * bindings (wrangler.toml's [vars], pointed at the test's service).
 * @example const worker = await startWorkerRecipe(env); await fetch(`${worker.url}/vt/visit/events?…`, …);
 */
export async function startWorkerRecipe(env: RecipeEnv): Promise<RunningRecipe> {
  const { main, compatibilityDate } = readWranglerToml();
  const bundle = await build({
    entryPoints: [resolve(root, 'examples/proxy', main)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    target: 'es2022',
    logLevel: 'silent',
  });
  const miniflare = new Miniflare({
    modules: true,
    script: bundle.outputFiles[0].text,
    compatibilityDate,
    bindings: { ...env },
    host: '127.0.0.1',
    port: 0,
  });
  const url = await miniflare.ready;
  return { url: url.origin, output: () => '', close: () => miniflare.dispose() };
}
