import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { launchChromium, newContext } from '../chromium.js';
import { startEngineServer } from '../engines/start-engine-server.js';
import { watchSyncRegistrations, type SyncRegistrations } from './watch-sync-registrations.js';

/** A browser context with the DevTools Protocol's ServiceWorker domain at hand, from a tab of no site. */
export interface SyncContext extends Pick<SyncRegistrations, 'registrations' | 'tagRegistration'> {
  context: BrowserContext;
  /** A tab on about:blank: it holds the protocol session, and is no page of the site. */
  observer: Page;
  cdp: CDPSession;
  /** Stops every worker, then dispatches a `sync` of the tag's tag to that registration (at the stand-in's origin): the worker starts cold. */
  dispatchColdSync(scope?: string): Promise<void>;
  close(): Promise<void>;
}

/** What a test file of the background drain gets: Chromium, the stand-in, and a fresh context per test. */
export interface SyncBrowser {
  browser: Browser;
  server: RunningServer;
  newSyncContext(): Promise<SyncContext>;
}

/**
 * Chromium (Debian's, through playwright-core) and the stand-in server for the enclosing describe.
 * Each test takes its own context (its own storage, its own workers) with a tab on about:blank
 * that holds the DevTools Protocol session the `sync` is dispatched through
 * (`ServiceWorker.dispatchSyncEvent`).
 * `extraStatic`: more mounts of the server (URL prefix → directory), read in beforeAll.
 * @example const env = useSyncBrowser(); const sync = await env.newSyncContext(); await sync.dispatchColdSync();
 */
export function useSyncBrowser(extraStatic: () => Record<string, string> = () => ({})): SyncBrowser {
  const env = {} as SyncBrowser;
  beforeAll(async () => {
    env.server = await startEngineServer(extraStatic());
    env.browser = await launchChromium();
    env.newSyncContext = async () => {
      const context = await newContext(env.browser);
      const observer = await context.newPage();
      const cdp = await context.newCDPSession(observer);
      const sync = await watchSyncRegistrations(cdp);
      return {
        context,
        observer,
        cdp,
        registrations: sync.registrations,
        tagRegistration: sync.tagRegistration,
        dispatchColdSync: (scope) => sync.dispatchColdSync(new URL(env.server.url).origin, scope),
        close: () => context.close().catch(() => {}),
      };
    };
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.close();
  });
  return env;
}
