import { spawn, type ChildProcess } from 'node:child_process';
import { remote } from 'webdriverio';
import { getFreePort } from './free-port.js';
import { startXvfb } from './start-xvfb.js';
import { whenDriverReady } from './when-driver-ready.js';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** A MiniBrowser that fails to start makes POST /session hang ~120 s: give up much earlier. */
const SESSION_TIMEOUT_MS = 20_000;

/** A MiniBrowser session with its driver and display; `restart` ends it and starts a new one (empty storage). */
export interface WebkitSession {
  browser: WebdriverIO.Browser;
  restart(): Promise<WebdriverIO.Browser>;
  /** Ends the session and kills the driver, MiniBrowser, its web processes and Xvfb. */
  close(): Promise<void>;
}

/**
 * WebKitGTK's MiniBrowser through Debian's WebKitWebDriver and webdriverio in classic WebDriver mode
 * (the driver refuses BiDi). MiniBrowser has no headless mode, so this starts its own Xvfb. The
 * driver runs in its own process group: close() kills it with MiniBrowser and its web processes.
 *
 * `proxy` (an `host:port` address) sends every request through that HTTP proxy (WebDriver's `proxy` capability).
 *
 * @example
 * const session = await startWebkitSession(); await session.browser.navigateTo(url); await session.close();
 */
export async function startWebkitSession(options: { proxy?: string } = {}): Promise<WebkitSession> {
  const x = await startXvfb();
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
          ...(options.proxy ? { proxy: { proxyType: 'manual', httpProxy: options.proxy } } : {}),
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
    const session: WebkitSession = {
      browser: await startSession(),
      async restart() {
        await endSession(session.browser);
        return (session.browser = await startSession());
      },
      async close() {
        await endSession(session.browser);
        await stopAll();
      },
    };
    return session;
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
