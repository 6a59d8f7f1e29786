import { h } from './h.js';
import { panel } from './panel.js';
import { replaceChildren } from './replace-children.js';
import type { VisitTagApi } from './visit-tag-api.js';

/**
 * The "Across domains" panel: the domain the tag's cookie went on (`getCookieDomain()`), and, when
 * the page runs under two names with `?link=shop.localhost,pay.localhost` (the install snippet's
 * `data-link-domains`; Chromium and Firefox send every `*.localhost` name to this machine), a link
 * to this same page on each other name. Following one shows the same visitor code there: through
 * the shared cookie on a subdomain, through the link parameter on a sister domain.
 * @example document.querySelector('main')!.append(mountDomainsPanel(() => window.visitTag));
 */
export function mountDomainsPanel(getTag: () => VisitTagApi | undefined, search: string = location.search): HTMLElement {
  const names = (new URLSearchParams(search).get('link') ?? '').split(',').filter(Boolean);
  const output = h('output', { class: 'result', id: 'cookie-domain' });
  const show = (): void => {
    const domain = getTag()?.getCookieDomain();
    output.textContent =
      domain === undefined
        ? 'not written yet (consent?)'
        : domain
          ? `${domain} (every subdomain shares it)`
          : `host-only (${location.hostname})`;
  };
  const links = names
    .filter((name) => name !== location.hostname)
    .map((name) => {
      const url = new URL(location.href);
      url.hostname = name;
      return h('a', { href: url.href, class: 'domain-link', 'data-host': name }, `this page on ${name}`);
    });
  const list = h('p', {});
  replaceChildren(
    list,
    ...(links.length
      ? links.flatMap((link) => [link, ' '])
      : [
          'Run it under two names to link across: ',
          h('code', {}, '?link=shop.localhost,pay.localhost'),
          ' on http://www.shop.localhost:<port>/.',
        ]),
  );
  setInterval(show, 500);
  show();
  return panel(
    'domains',
    'Across domains',
    'Which domain the visitor cookie is on; links to this page on the other names',
    h('p', {}, 'cookie domain: ', output),
    list,
  );
}
