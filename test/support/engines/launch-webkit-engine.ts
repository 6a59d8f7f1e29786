import { spawn, type ChildProcess } from 'node:child_process';
import { remote } from 'webdriverio';
import { ENGINE_CAPABILITIES } from './engine-capabilities.js';
import type { Engine, EnginePage } from './engine-types.js';
import { getFreePort } from './free-port.js';
import { startXvfb } from './start-xvfb.js';
import { whenDriverReady } from './when-driver-ready.js';
import { createWebkitPage } from './create-webkit-page.js';
import { startLoopbackProxy } from './start-loopback-proxy.js';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** A MiniBrowser that fails to start makes POST /session hang ~120 s: give up much earlier. */
const SESSION_TIMEOUT_MS = 20_000;

/**
 * WebKitGTK's MiniBrowser through Debian's WebKitWebDriver and webdriverio in classic WebDriver mode
 * (the driver refuses BiDi). MiniBrowser has no headless mode, so the adapter starts its own Xvfb.
 * The driver runs in its own process group: close() kills it with MiniBrowser and its web processes.
 * `mapHostNames`: every request goes through a forward proxy to 127.0.0.1 ({@link startLoopbackProxy}).
 *
 * @example
 * const engine = await launchWebkitEngine();
 */
export async function launchWebkitEngine(options: { mapHostNames?: boolean } = {}): Promise<Engine> {
  const x = await startXvfb();
  const proxy = options.mapHostNames ? await startLoopbackProxy() : undefined;
  const port = await getFreePort();
  const driver = spawn(process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
    // Under a C/POSIX locale MiniBrowser reports navigator.language "C", which no real browser says.
    env: { ...process.env, DISPLAY: x.display, LANG: /^(C|POSIX)?(\.|$)/.test(process.env.LANG ?? '') ? 'en_US.UTF-8' : process.env.LANG },
    stdio: 'ignore',
    detached: true,
  });
  const killAll = (): void => {
    killGroup(driver, 'SIGKILL');
    void x.stop();
  };
  // The driver first (it reaps MiniBrowser), then whatever of its group is left, then Xvfb.
  const stopAll = async (): Promise<void> => {
    process.removeListener('exit', killAll);
    const exited = driver.exitCode === null && driver.signalCode === null ? new Promise((done) => driver.once('exit', done)) : null;
    driver.kill('SIGTERM');
    if (exited) await Promise.race([exited, new Promise((done) => setTimeout(done, 2_000))]);
    killGroup(driver, 'SIGKILL');
    await x.stop();
    await proxy?.close();
  };
  process.once('exit', killAll);
  const startSession = () =>
    withTimeout(
      remote({
        hostname: '127.0.0.1',
        port,
        logLevel: 'silent',
        connectionRetryCount: 0,
        connectionRetryTimeout: SESSION_TIMEOUT_MS,
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          ...(proxy ? { proxy: { proxyType: 'manual', httpProxy: proxy.address } } : {}),
          timeouts: { script: 30_000, pageLoad: 30_000 },
          'webkitgtk:browserOptions': { binary: process.env.MINIBROWSER_PATH ?? MINIBROWSER, args: ['--automation'] },
        } as unknown as WebdriverIO.Capabilities,
      }),
      SESSION_TIMEOUT_MS,
      'WebKitWebDriver session',
    );
  const endSession = (browser: WebdriverIO.Browser) => withTimeout(browser.deleteSession(), 5_000, 'deleteSession').catch(() => {});
  try {
    await whenDriverReady(port);
    let browser = await startSession();
    const visitedOrigins = new Set<string>();
    const userAgent = String(await browser.execute('return navigator.userAgent'));
    return {
      name: 'webkit',
      userAgent,
      capabilities: ENGINE_CAPABILITIES.webkit,
      async newPage(): Promise<EnginePage> {
        try {
          return await createWebkitPage(browser, visitedOrigins);
        } catch (error) {
          // A page frozen in WebKit's back/forward cache with an IndexedDB transaction open keeps
          // its database from being deleted (engines.md, "A WebKit trap"). A new MiniBrowser
          // session starts with empty, ephemeral storage (about 2 s instead of 0.3 s).
          console.warn(`webkit: clearing storage failed (${String(error).split('\n')[0]}); starting a new MiniBrowser session`);
          await endSession(browser);
          browser = await startSession();
          visitedOrigins.clear();
          return createWebkitPage(browser, visitedOrigins);
        }
      },
      async close() {
        await endSession(browser);
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
