import { h } from './h.js';

/**
 * A titled section of the page with an id the browser test can find (`#panel-<id>`), and an
 * optional one-line hint of what to try.
 * @example document.body.append(panel('faults', 'Faults', 'Make the server fail', form));
 */
export function panel(id: string, title: string, hint: string, ...children: (Node | string)[]): HTMLElement {
  return h(
    'section',
    { class: 'panel', id: `panel-${id}` },
    h('h2', {}, title),
    hint ? h('p', { class: 'hint' }, hint) : null,
    ...children,
  );
}
