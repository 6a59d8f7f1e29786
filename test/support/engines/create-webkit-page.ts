import { Key } from 'webdriverio';
import type { EnginePage } from './engine-types.js';

type Browser = WebdriverIO.Browser;
/** `failure`, not `error`: webdriverio turns any result with an `error` key into a WebDriverError. */
type Result = { ok: true; isUndefined: boolean; value: unknown } | { ok: false; failure: string };

/**
 * A fresh tab in the one MiniBrowser session. Classic WebDriver has no storage partitions, so the
 * storage of every origin an earlier page visited is wiped first (IndexedDB, Web Storage, cookies),
 * after the earlier windows are closed. Rejects when a page left in the back/forward cache keeps a
 * database open (docs/browser-facts.md, "A WebKit trap"): the caller then starts a new session.
 *
 * @example
 * const page = await createWebkitPage(browser, new Set()); await page.goto(url);
 */
export async function createWebkitPage(browser: Browser, visitedOrigins: Set<string>): Promise<EnginePage> {
  const { handle } = await browser.createWindow('tab');
  for (const old of await browser.getWindowHandles()) {
    if (old === handle) continue;
    await browser.switchToWindow(old);
    await browser.closeWindow();
  }
  await browser.switchToWindow(handle);
  for (const origin of visitedOrigins) {
    await browser.navigateTo(`${origin}/__engines/blank`);
    await evaluateInWebkit(browser, clearOriginStorage);
  }
  await browser.deleteCookies();
  await browser.navigateTo('about:blank');

  return {
    goto: async (url) => {
      visitedOrigins.add(new URL(url).origin);
      await browser.navigateTo(url);
    },
    reload: async () => void (await browser.refresh()),
    evaluate: (fn, arg) => evaluateInWebkit(browser, fn, arg),
    click: async (selector, { button, modifier } = {}) => {
      // WebKitWebDriver refuses an element as the pointer's origin: move to its centre in the viewport.
      const box = await evaluateInWebkit(
        browser,
        (query: string) => JSON.parse(JSON.stringify(document.querySelector(query)!.getBoundingClientRect())) as DOMRect,
        selector,
      );
      const code = button === 'middle' ? 1 : 0;
      const at = { origin: 'viewport' as const, x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
      const pointer = browser.action('pointer').move(at).down({ button: code }).up({ button: code });
      if (!modifier) return pointer.perform();
      await browser.actions([browser.action('key').down(Key.Ctrl).pause(1).pause(1).up(Key.Ctrl), pointer]);
    },
    press: async (selector, key) => {
      await evaluateInWebkit(browser, (query: string) => document.querySelector<HTMLElement>(query)!.focus(), selector);
      await browser.keys(key === 'Space' ? Key.Space : key);
    },
    getCookies: async () => (await browser.getCookies()).map(({ name, value, expiry }) => ({ name, value, expires: expiry })),
    close: async () => {
      // Closing the window fires pagehide (beacons leave) and, unlike navigating away, puts no page
      // into the back/forward cache. A session needs a window: open the next one first.
      const { handle: spare } = await browser.createWindow('tab');
      await browser.closeWindow().catch(() => {});
      await browser.switchToWindow(spare);
    },
  };
}

/**
 * Runs a function or an expression in the session's current window through executeAsync and awaits
 * what it returns (a function gets one JSON argument and must be self-contained).
 *
 * @example
 * const title = await evaluateInWebkit(browser, () => document.title);
 */
export async function evaluateInWebkit<T, A>(browser: Browser, fn: ((arg: A) => T | Promise<T>) | string, arg?: A): Promise<T> {
  const isFunction = typeof fn === 'function';
  // A function goes into the script the driver runs, not through eval: a page whose CSP has no
  // 'unsafe-eval' (or requires Trusted Types for scripts) refuses eval, never the driver's script.
  // Only an expression given as a string is evaluated with eval.
  const script = `return (${runInWebkit.toString()}).apply(null, [${isFunction ? `(${fn.toString()})` : 'null'}].concat([].slice.call(arguments)))`;
  const result = await browser.executeAsync<Result, [string | null, unknown]>(
    script,
    isFunction ? null : fn,
    arg === undefined ? null : arg,
  );
  if (!result.ok) throw new Error(`evaluate failed in WebKit: ${result.failure}`);
  return (result.isUndefined ? undefined : result.value) as T;
}

/** Deletes every IndexedDB database and Web Storage entry of the current origin. */
async function clearOriginStorage(): Promise<void> {
  localStorage.clear();
  sessionStorage.clear();
  const databases = await indexedDB.databases();
  await Promise.all(
    databases.map(
      (db) =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase(db.name!);
          // Blocked means a closed window's page has not let go of its connection yet: the
          // deletion goes on once it does. Give up only if it never does.
          const timer = setTimeout(() => reject(new Error(`deleting ${db.name} stayed blocked by an open connection`)), 3_000);
          request.onsuccess = () => (clearTimeout(timer), resolve());
          request.onerror = () => reject(request.error!); // set when error fires
        }),
    ),
  );
}

/** The page side of evaluateInWebkit: runs the function (or evaluates the expression) and reports. */
function runInWebkit(
  fn: ((arg: unknown) => unknown) | null,
  expression: string | null,
  arg: unknown,
  done: (result: Result) => void,
): void {
  // JavaScriptCore's error.stack holds only frames ("@\n@"), not the message: send both.
  const describe = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}\n${error.stack}` : String(error));
  try {
    const run = fn ? fn(arg) : ((0, eval)(expression!) as unknown);
    Promise.resolve(run).then(
      (value) => done({ ok: true, isUndefined: value === undefined, value: value === undefined ? null : value }),
      (error) => done({ ok: false, failure: describe(error) }),
    );
  } catch (error) {
    done({ ok: false, failure: describe(error) });
  }
}
