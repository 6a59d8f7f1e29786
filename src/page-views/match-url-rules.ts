import { MAX_INDICES } from '../wire/event-table.js';
import type { UrlRule } from '../types/tracker-types.js';

/**
 * The indices of the rules a URL matches, each once, in rule order; undefined when none match
 * (the field is then left out). A string rule matches when the URL contains it, or equals it with
 * `exact: true`; a RegExp rule when it tests true.
 * @example matchUrlRules('https://shop.example/checkout/pay', [{ index: 2, match: '/checkout' }]) // [2]
 */
export function matchUrlRules(url: string, rules: readonly UrlRule[] = []): number[] | undefined {
  const indices = new Set<number>();
  for (const { index, match, exact } of rules) {
    if (typeof match == 'string' ? (exact ? url === match : url.includes(match)) : ((match.lastIndex = 0), match.test(url))) {
      indices.add(index);
    }
  }
  return indices.size ? [...indices].slice(0, MAX_INDICES) : undefined;
}
