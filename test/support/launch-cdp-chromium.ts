import type { CdpChromium, CdpCookie, CdpPage, PrerenderStatus, TargetInfo } from './cdp/cdp-types.js';
import { openCdpPipe } from './cdp/open-cdp-pipe.js';

export type { CdpChromium, CdpContext, CdpCookie, CdpPage, PrerenderStatus } from './cdp/cdp-types.js';

/**
 * Launches Debian's /usr/bin/chromium and speaks the DevTools protocol over its pipe (openCdpPipe).
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
  // Attached page targets: targetId → its session, the tab's session and what Chromium said of it.
  const pages = new Map<string, { sessionId: string; tabSessionId: string; info: TargetInfo }>();
  const prerenders = new Map<string, PrerenderStatus[]>(); // by the initiating page's session
  const loads = new Map<string, number>(); // load events by session

  const { send, waitUntil, close } = openCdpPipe((message, send) => {
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
  }, options.args);

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
    close,
  };
}
