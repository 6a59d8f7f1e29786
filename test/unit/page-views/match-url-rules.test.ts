import { describe, expect, it, vi } from 'vitest';
import { matchUrlRules } from '../../../src/page-views/match-url-rules.js';

// vitest.config's per-project `define` does not replace __DEV__ in src/ under vitest 4: set it as a global.
vi.stubGlobal('__DEV__', true);

describe('matchUrlRules', () => {
  it('matches contains, exact and RegExp rules, each index once', () => {
    const rules = [
      { index: 1, match: '/checkout' },
      { index: 2, match: 'https://shop.example/checkout', exact: true },
      { index: 3, match: /\/pay$/g },
      { index: 1, match: 'pay' },
    ];
    expect(matchUrlRules('https://shop.example/checkout/pay', rules)).toEqual([1, 3]);
    expect(matchUrlRules('https://shop.example/checkout/pay', rules)).toEqual([1, 3]); // a /g RegExp is reset
    expect(matchUrlRules('https://shop.example/checkout', rules)).toEqual([1, 2]);
    expect(matchUrlRules('https://shop.example/', rules)).toBeUndefined();
  });
});
