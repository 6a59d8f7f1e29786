import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_ARGS, DESKTOP_CHROME_UA } from './chromium.js';

/** One message from Chromium: a command's answer (`id`) or an event (`method`), of a session or the browser. */
interface CdpMessage {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
  sessionId?: string;
}

/** A target as `Target.attachedToTarget` describes it. */
interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
  subtype?: string;
}

/** One `Preload.prerenderStatusUpdated` of an initiating page. */
export interface PrerenderStatus {
  url: string;
  /** Pending, Running, Ready, Success (activated) or Failure. */
  status: string;
  /** Chromium's PrerenderFinalStatus on Failure, e.g. TriggerDestroyed. */
  prerenderStatus?: string;
}

/** A cookie as `Storage.getCookies` lists it. */
export interface CdpCookie {
  name: string;
  value: string;
  domain: string;
}

/** A page target, driven through a session that Chromium attached from its tab. */
export interface CdpPage {
  targetId: string;
  sessionId: string;
  /** Runs `expression` in the page (a promise is awaited) and resolves with its value as JSON. */
  evaluate<T>(expression: string): Promise<T>;
  /** Navigates, resolving at the load event of the new document. */
  navigate(url: string): Promise<void>;
  /** This page's prerender status updates so far, oldest first. */
  prerenderStatuses(): PrerenderStatus[];
  /**
   * Resolves once this page's prerender of `url` is Ready, with the prerendered page; rejects
   * with Chromium's final status when it fails (e.g. PrerenderingDisabledByDevTools).
   */
  whenPrerendered(url: string, timeoutMs?: number): Promise<CdpPage>;
  /** Resolves when the page's target is gone (closed, or a prerender discarded). */
  whenGone(timeoutMs?: number): Promise<void>;
  /** Closes the page's tab. */
  close(): Promise<void>;
}

/** A browser context of its own: cookies, storage and cache start empty. */
export interface CdpContext {
  id: string;
  newPage(): Promise<CdpPage>;
  /** Every cookie of the context (the browser's cookie jar, not a page's view of it). */
  cookies(): Promise<CdpCookie[]>;
  close(): Promise<void>;
}

/** Debian's Chromium driven over `--remote-debugging-pipe`. */
export interface CdpChromium {
  /** Sends a command to the browser, or to a session, and resolves with its result. */
  send(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<Record<string, unknown>>;
  newContext(): Promise<CdpContext>;
  close(): Promise<void>;
}

/**
 * Launches Debian's /usr/bin/chromium (headless, CHROMIUM_ARGS, a desktop user agent) and speaks
 * the DevTools protocol over `--remote-debugging-pipe`: NUL-terminated JSON on file descriptors 3
 * (to Chromium) and 4 (from it), so no WebSocket client is needed.
 *
 * Pages are reached the way Chromium wants for prerendering: the browser session auto-attaches
 * tab targets, and each tab session auto-attaches its page and the page's prerenders. A session
 * attached straight to a page target (what Playwright does, and puppeteer's createCDPSession)
 * makes Chromium refuse every prerender of that page with `PrerenderingDisabledByDevTools`
 * (docs/browser-facts.md).
 *
 * @example
 * const chromium = await launchCdpChromium();
 * const context = await chromium.newContext();
 * const page = await context.newPage();
 * const prerendered = page.whenPrerendered(`${url}/next.html`);
 * await page.navigate(`${url}/start.html`);
 * expect(await (await prerendered).evaluate('document.prerendering')).toBe(true);
 */
export async function launchCdpChromium(options: { args?: string[] } = {}): Promise<CdpChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'visit-tag-cdp-'));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      ...CHROMIUM_ARGS,
      `--user-agent=${DESKTOP_CHROME_UA}`,
      '--headless',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      ...(options.args ?? []),
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toChromium = child.stdio[3] as Writable;
  const fromChromium = child.stdio[4] as Readable;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let nextId = 0;
  const answers = new Map<number, { resolve(result: Record<string, unknown>): void; reject(error: Error): void; method: string }>();
  // Checks re-run on every message until they are satisfied (see waitUntil).
  const waiters = new Set<() => void>();
  // Attached page targets: targetId → its session, the tab's session and what Chromium said of it.
  const pages = new Map<string, { sessionId: string; tabSessionId: string; info: TargetInfo }>();
  const prerenders = new Map<string, PrerenderStatus[]>(); // by the initiating page's session
  const loads = new Map<string, number>(); // load events by session

  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++nextId;
      answers.set(id, { resolve, reject, method });
      toChromium.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  const receive = (message: CdpMessage) => {
    if (message.id !== undefined) {
      const answer = answers.get(message.id);
      answers.delete(message.id);
      if (message.error) answer?.reject(new Error(`${answer.method}: ${message.error.message}`));
      else answer?.resolve(message.result ?? {});
    }
    const params = message.params ?? {};
    if (message.method === 'Target.attachedToTarget') {
      const info = params.targetInfo as TargetInfo;
      const sessionId = params.sessionId as string;
      // A tab: attach its page (and later the page's prerenders) through it.
      if (info.type === 'tab')
        void send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }, sessionId);
      else if (info.type === 'page' && message.sessionId) pages.set(info.targetId, { sessionId, tabSessionId: message.sessionId, info });
    } else if (message.method === 'Target.detachedFromTarget') {
      pages.delete(params.targetId as string);
    } else if (message.method === 'Preload.prerenderStatusUpdated' && message.sessionId) {
      const { key, status, prerenderStatus } = params as { key: { url: string }; status: string; prerenderStatus?: string };
      const list = prerenders.get(message.sessionId) ?? [];
      list.push({ url: key.url, status, ...(prerenderStatus ? { prerenderStatus } : {}) });
      prerenders.set(message.sessionId, list);
    } else if (message.method === 'Page.loadEventFired' && message.sessionId) {
      loads.set(message.sessionId, (loads.get(message.sessionId) ?? 0) + 1);
    }
    waiters.forEach((check) => check());
  };

  let buffered = Buffer.alloc(0);
  fromChromium.on('data', (chunk: Buffer) => {
    buffered = Buffer.concat([buffered, chunk]);
    for (let end = buffered.indexOf(0); end >= 0; end = buffered.indexOf(0)) {
      const text = buffered.subarray(0, end).toString('utf8');
      buffered = buffered.subarray(end + 1);
      receive(JSON.parse(text) as CdpMessage);
    }
  });
  void exited.then(() => {
    answers.forEach((answer) => answer.reject(new Error(`${answer.method}: Chromium exited`)));
    answers.clear();
  });

  /** Resolves with the first value `check` returns other than undefined, checked now and on each message. */
  const waitUntil = <T>(check: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const run = () => {
        let value: T | undefined;
        try {
          value = check();
        } catch (error) {
          finish();
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        if (value === undefined) return;
        finish();
        resolve(value);
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(run);
      };
      waiters.add(run);
      run();
    });

  const pageOf = (targetId: string, sessionId: string): CdpPage => ({
    targetId,
    sessionId,
    async evaluate<T>(expression: string) {
      const answer = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId);
      const exception = answer.exceptionDetails as { exception?: { description?: string }; text: string } | undefined;
      if (exception) throw new Error(`evaluate ${expression}: ${exception.exception?.description ?? exception.text}`);
      return (answer.result as { value: T }).value;
    },
    async navigate(url: string) {
      const before = loads.get(sessionId) ?? 0;
      const { errorText } = (await send('Page.navigate', { url }, sessionId)) as { errorText?: string };
      if (errorText) throw new Error(`navigate ${url}: ${errorText}`);
      await waitUntil(() => ((loads.get(sessionId) ?? 0) > before ? true : undefined), 10_000, `the load event of ${url}`);
    },
    prerenderStatuses: () => [...(prerenders.get(sessionId) ?? [])],
    async whenPrerendered(url: string, timeoutMs = 10_000) {
      const tabSessionId = pages.get(targetId)?.tabSessionId;
      await waitUntil(
        () => {
          const last = prerenders
            .get(sessionId)
            ?.filter((s) => s.url === url)
            .at(-1);
          if (last?.status === 'Failure') throw new Error(`the prerender of ${url} failed: ${last.prerenderStatus ?? 'no final status'}`);
          return last?.status === 'Ready' ? true : undefined;
        },
        timeoutMs,
        `the prerender of ${url}`,
      );
      // The prerendered page is the tab's other page target; its url is known once it has committed.
      const candidates = [...pages.entries()].filter(([id, page]) => id !== targetId && page.tabSessionId === tabSessionId);
      for (const [id, page] of candidates) {
        const { targetInfo } = (await send('Target.getTargetInfo', { targetId: id })) as { targetInfo: TargetInfo };
        if (targetInfo.url === url) return pageOf(id, page.sessionId);
      }
      throw new Error(`the prerender of ${url} is Ready but no page target of the tab has that URL`);
    },
    whenGone: (timeoutMs = 10_000) =>
      waitUntil(() => (pages.has(targetId) ? undefined : true), timeoutMs, `target ${targetId} to go`).then(() => {}),
    close: async () => void (await send('Target.closeTarget', { targetId })),
  });

  await send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true, filter: [{ type: 'tab' }] });

  return {
    send,
    async newContext() {
      const { browserContextId } = (await send('Target.createBrowserContext', { disposeOnDetach: true })) as { browserContextId: string };
      return {
        id: browserContextId,
        async newPage() {
          const { targetId } = (await send('Target.createTarget', { url: 'about:blank', browserContextId })) as { targetId: string };
          const { sessionId } = await waitUntil(() => pages.get(targetId), 10_000, `the session of page ${targetId}`);
          await send('Page.enable', {}, sessionId);
          await send('Preload.enable', {}, sessionId);
          return pageOf(targetId, sessionId);
        },
        async cookies() {
          return ((await send('Storage.getCookies', { browserContextId })) as { cookies: CdpCookie[] }).cookies;
        },
        close: async () => void (await send('Target.disposeBrowserContext', { browserContextId })),
      };
    },
    async close() {
      await send('Browser.close').catch(() => {});
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
