import { evaluateInWebkit } from '../support/engines/create-webkit-page.js';
import { startWebkitSession } from '../support/engines/start-webkit-session.js';
import type { ChaosBrowser, ChaosPage } from './chaos-browser.js';

/**
 * WebKitGTK's MiniBrowser for a chaos run: one classic WebDriver session (its storage shared by
 * every tab, empty at start), one window handle per tab. Classic WebDriver drives one window at a
 * time, so every command switches to its tab first, one command at a time. The session's first
 * window stays open (a session needs one) and is never a tab. No crash and no offline: the driver
 * has neither command. A new visitor (early deaths) is a session of its own: a MiniBrowser each.
 * @example const browser = await openChaosWebkit();
 */
export async function openChaosWebkit(): Promise<ChaosBrowser> {
  const session = await startWebkitSession();
  const { browser } = session;
  let turn: Promise<unknown> = Promise.resolve();
  const serially = <T>(command: () => Promise<T>): Promise<T> => {
    const run = turn.then(command);
    turn = run.catch(() => {});
    return run;
  };
  // One command at a time, in the window it is for.
  const inWindow = <T>(handle: string, command: () => Promise<T>): Promise<T> =>
    serially(async () => {
      await browser.switchToWindow(handle);
      return command();
    });
  const handles = new Set<string>();
  const home = await browser.getWindowHandle(); // new tabs open from here: the current window may have closed
  return {
    engine: 'webkit',
    cannot: {
      crash: 'classic WebDriver has no command that kills one web process (WebKitGTK)',
      offline: 'classic WebDriver has no network-conditions command (WebKitGTK)',
    },
    async newPage(): Promise<ChaosPage> {
      const { handle } = await serially(async () => {
        await browser.switchToWindow(home);
        return browser.createWindow('tab');
      });
      handles.add(handle);
      return {
        goto: (url) => inWindow(handle, () => browser.navigateTo(url)).then(() => {}),
        reload: () => inWindow(handle, () => browser.refresh()),
        evaluate: (fn, arg) => inWindow(handle, () => evaluateInWebkit(browser, fn, arg)),
        close: () => {
          handles.delete(handle);
          return inWindow(handle, () => browser.closeWindow()).then(() => {});
        },
      };
    },
    // A session of its own (its own MiniBrowser, empty storage), kept until the visitor is closed.
    newVisitor: openChaosWebkit,
    async close() {
      for (const handle of handles) await inWindow(handle, () => browser.closeWindow()).catch(() => {});
      // webdriverio answers a closeWindow with a switchToWindow of its own that nobody awaits: one
      // more command lets it finish before the session ends (else it rejects, unhandled).
      await inWindow(home, () => browser.getWindowHandles()).catch(() => {});
      await session.close();
    },
  };
}
