import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { RunningServer } from '../../../demo/server/start-server.js';
import { SYNC_TAG } from '../../../src/delivery/page/create-background-sync.js';
import { launchChromium, newContext } from '../chromium.js';
import { startEngineServer } from '../engines/start-engine-server.js';

/** One service worker registration as the DevTools Protocol reports it. */
interface Registration {
  registrationId: string;
  scopeURL: string;
  isDeleted: boolean;
}

/** A browser context with the DevTools Protocol's ServiceWorker domain at hand, from a tab of no site. */
export interface SyncContext {
  context: BrowserContext;
  /** A tab on about:blank: it holds the protocol session, and is no page of the site. */
  observer: Page;
  cdp: CDPSession;
  /** The registrations seen so far, by id. */
  registrations: Map<string, Registration>;
  /** The registration whose scope ends with `scope` (the tag's own: `/visit-tag-sw/`), once the browser reported it. */
  tagRegistration(scope?: string): Promise<Registration>;
  /** Stops every worker, then dispatches a `sync` of the tag's tag to that registration: the worker starts cold. */
  dispatchColdSync(scope?: string): Promise<void>;
  close(): Promise<void>;
}

/** What a test file of the background drain gets: Chromium, the stand-in, and a fresh context per test. */
export interface SyncBrowser {
  browser: Browser;
  server: RunningServer;
  newSyncContext(): Promise<SyncContext>;
}

/** The end of the tag's own worker's scope. */
const TAG_SCOPE = '/visit-tag-sw/';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
      const registrations = new Map<string, Registration>();
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }: { registrations: Registration[] }) => {
        for (const registration of updated) registrations.set(registration.registrationId, registration);
      });
      await cdp.send('ServiceWorker.enable');
      const tagRegistration = async (scope = TAG_SCOPE) => {
        for (let waited = 0; waited < 10_000; waited += 100) {
          const found = [...registrations.values()].find((r) => !r.isDeleted && r.scopeURL.endsWith(scope));
          if (found) return found;
          await sleep(100);
        }
        throw Error(`no registration of the tag's worker: ${JSON.stringify([...registrations.values()])}`);
      };
      return {
        context,
        observer,
        cdp,
        registrations,
        tagRegistration,
        async dispatchColdSync(scope) {
          const { registrationId } = await tagRegistration(scope);
          await cdp.send('ServiceWorker.stopAllWorkers');
          await cdp.send('ServiceWorker.dispatchSyncEvent', {
            origin: new URL(env.server.url).origin,
            registrationId,
            tag: SYNC_TAG,
            lastChance: false,
          });
        },
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
