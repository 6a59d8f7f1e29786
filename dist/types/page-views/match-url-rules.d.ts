import type { UrlRule } from '../types/tracker-types.js';
/**
 * The indices of the rules a URL matches, each once, in rule order; undefined when none match
 * (the field is then left out). A string rule matches when the URL contains it, or equals it with
 * `exact: true`; a RegExp rule when it tests true.
 * @example matchUrlRules('https://shop.example/checkout/pay', [{ index: 2, match: '/checkout' }]) // [2]
 */
export declare function matchUrlRules(url: string, rules?: readonly UrlRule[]): number[] | undefined;
