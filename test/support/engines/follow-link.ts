import type { EnginePage } from './engine-types.js';

/**
 * Follows a link in the page, as users mostly navigate: a navigation the page starts (a click on
 * an `<a href>`, so the Navigation API's `navigate` event fires, and WebKit's tag sees the click),
 * unlike `goto`, which is the address bar. The click comes after the call has answered: the page
 * goes away under it. Resolves before the next page has loaded.
 * @example await followLink(page, `${server.url}/next.html`); await whenTagReady(page);
 */
export function followLink(page: Pick<EnginePage, 'evaluate'>, href: string): Promise<void> {
  return page.evaluate((url: string) => {
    const link = document.createElement('a');
    link.href = url;
    document.body.append(link);
    setTimeout(() => link.click());
  }, href);
}
