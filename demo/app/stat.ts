import { h } from './h.js';

/**
 * One counter of a stats list: a name over a value, in a `<div>` so the list wraps by pairs.
 * `attribute` tags the value for tests (`data-stat="sent"`).
 * @example replaceChildren(list, stat('sent', 3, 'data-stat'))
 */
export function stat(name: string, value: unknown, attribute: string): HTMLElement {
  return h('div', { class: 'stat' }, h('dt', {}, name), h('dd', { [attribute]: name }, String(value)));
}
