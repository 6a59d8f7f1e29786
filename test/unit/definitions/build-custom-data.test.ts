import { describe, expect, it, vi } from 'vitest';
import { buildCustomData } from '../../../src/definitions/part/build-custom-data.js';

// vitest.config's per-project `define` does not replace __DEV__ in src/ under vitest 4: set it as a global.
vi.stubGlobal('__DEV__', true);

describe('buildCustomData', () => {
  it('counts values, including prototype names', () => {
    expect(buildCustomData('7', ['__proto__', 'constructor', '__proto__'])).toMatchObject({
      index: 7,
      valuesCountMap: { __proto__: 2, constructor: 1 },
    });
    expect(JSON.stringify((buildCustomData(1, '__proto__') as { valuesCountMap: object }).valuesCountMap)).toBe('{"__proto__":1}');
    expect(buildCustomData('toString', 'x')).toEqual([expect.objectContaining({ code: 'enum' })]);
  });
});
