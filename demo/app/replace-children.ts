import type { Child } from './h.js';

/**
 * Replaces an element's children (used by the live views on each refresh).
 * @example replaceChildren(list, ...items.map((item) => h('li', {}, item)))
 */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.replaceChildren(
    ...children
      .filter((child): child is Node | string | number => child !== null && child !== undefined && child !== false)
      .map((child) => (typeof child === 'object' ? child : String(child))),
  );
}
