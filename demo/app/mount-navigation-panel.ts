import { h } from './h.js';
import { panel } from './panel.js';
import { showResult } from './show-result.js';

const VIEWS = ['home', 'products', 'product-42', 'checkout'];

/**
 * The "SPA navigation" panel: links that change the URL with `history.pushState` (the tag should
 * count one PAGE view each), a `replaceState` to the same URL and a hash-only change (no view
 * unless hash routing is on), and back. The SPA view is a `view` query flag, so a reload works.
 * @example document.querySelector('main')!.append(mountNavigationPanel());
 */
export function mountNavigationPanel(): HTMLElement {
  const output = h('output', { class: 'result', id: 'nav-result' });
  const where = (): void => showResult(output, `now at ${location.pathname}${location.search}${location.hash}`);
  const go =
    (view: string) =>
    (event: Event): void => {
      event.preventDefault();
      const url = new URL(location.href);
      url.searchParams.set('view', view);
      url.hash = '';
      history.pushState({ view }, '', url);
      document.title = `visit-tag demo · ${view}`;
      where();
    };
  const links = VIEWS.map((view) => h('a', { href: `?view=${view}`, id: `nav-${view}`, 'data-view': view, onclick: go(view) }, view));
  const extra = [
    h(
      'button',
      {
        type: 'button',
        id: 'nav-replace',
        onclick: () => {
          history.replaceState(history.state, '', location.href);
          where();
        },
      },
      'replaceState (same URL)',
    ),
    h(
      'button',
      {
        type: 'button',
        id: 'nav-hash',
        onclick: () => {
          location.hash = `#section-${Date.now() % 1000}`;
          where();
        },
      },
      'hash change',
    ),
    h(
      'button',
      {
        type: 'button',
        id: 'nav-back',
        onclick: () => {
          history.back();
          setTimeout(where, 100);
        },
      },
      'back',
    ),
  ];
  return panel(
    'navigation',
    'SPA navigation',
    'pushState links: one PAGE view per real URL change, none for the same URL or a hash-only change.',
    h('nav', { class: 'row' }, ...links),
    h('div', { class: 'row' }, ...extra),
    output,
  );
}
