/**
 * What h() takes as a child: a node, text, or nothing (null, undefined, false are skipped).
 * @example const children: Child[] = ['Sent ', h('b', {}, 3), isRetry && ' (retry)'];
 */
export type Child = Node | string | number | null | undefined | false;
type Attributes = Record<string, string | number | boolean | undefined | ((event: Event) => void)>;

/**
 * Builds an element: `on*` attributes become listeners, `true` is an empty attribute, `false` and
 * undefined are left out, text children are escaped by the DOM. The page's only rendering helper.
 * @example h('button', { type: 'button', onclick: () => alert('hi') }, 'Say hi')
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== undefined && value !== false) element.setAttribute(name, String(value));
  }
  for (const child of children)
    if (child !== null && child !== undefined && child !== false) element.append(typeof child === 'object' ? child : String(child));
  return element;
}
