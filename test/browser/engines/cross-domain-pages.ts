// What the cross-domain scenarios share (cross-domain-subdomains.test.ts, cross-domain-links.test.ts):
// one engine with every host name mapped to the stand-in, the POSTs it received, and reading the
// tag's visitor and cookies in a page.
import { expect } from 'vitest';
import type { Inspector } from '../../support/engines/create-inspector.js';
import type { EngineName, EnginePage } from '../../support/engines/launch-engine.js';
import type { TagWindow } from '../../support/engines/tag-window.js';
import { tagPageUrl, type TagPageSetup } from '../../support/engines/tag-page-url.js';
import { useEngine } from '../../support/engines/use-engine.js';
import { whenTagReady } from '../../support/engines/when-tag-ready.js';

/** How long and how often the scenarios poll. */
export const POLL = { timeout: 20_000, interval: 200 };

/** The visitor code the page's tag holds. */
export const visitorCode = (page: EnginePage) => page.evaluate(() => (window as unknown as TagWindow).visitTag.getVisitorCode());
/** The cookie domain the page's tag chose (null: host-only). */
export const cookieDomain = (page: EnginePage) => page.evaluate(() => (window as unknown as TagWindow).visitTag.getCookieDomain() ?? null);
/** Sends what the page's tag holds now. */
export const flush = (page: EnginePage) => page.evaluate(() => (window as unknown as TagWindow).visitTag.flush());
/** The values of the tag's cookie the page sees (more than one: a host-only and a domain cookie). */
export const tagCookies = (page: EnginePage) =>
  page.evaluate(() =>
    document.cookie
      .split('; ')
      .filter((pair) => pair.startsWith('visitTag='))
      .map((pair) => pair.slice('visitTag='.length)),
  );

/** The visitor codes of every event the stand-in accepted for the site. */
export async function codesReceived(site: Inspector): Promise<string[]> {
  return [...new Set((await site.events()).map((event) => String(event.visitorCode)))];
}

/** Waits until the page is a loaded tag page on `host` (after a navigation the page itself started). */
export async function whenAt(page: EnginePage, host: string): Promise<void> {
  const where = async () => {
    try {
      return await page.evaluate(() => `${location.hostname} ${typeof (window as { visitTag?: unknown }).visitTag}`);
    } catch {
      return 'navigating';
    }
  };
  await expect.poll(where, POLL).toBe(`${host} object`);
  await whenTagReady(page);
}

/**
 * One engine of a cross-domain file, every host name resolved to the stand-in on 127.0.0.1:
 * `ctx` (the engine and the server), `posts` (every POST received: its Host and its URL, a POST
 * form's action) and `at(host, setup)`, a tag page's address on that host.
 */
export function useCrossDomainEngine(name: EngineName) {
  /** Every POST the stand-in received: its Host and its URL (a POST form's action). */
  const posts: string[] = [];
  const ctx = useEngine(name, {
    launch: { mapHostNames: true },
    server: { onRequest: (request) => void (request.method === 'POST' && posts.push(`${request.headers.host}${request.url}`)) },
  });
  const at = (host: string, setup: TagPageSetup) => tagPageUrl(`http://${host}:${ctx.server.port}`, setup);
  return { ctx, posts, at };
}
