import { describe, expect, it, vi } from 'vitest';
import { findIndex } from '../../../src/user-agent/find-index.js';
import { DEFAULT_BROWSER_INDICES, DEFAULT_OS_INDICES } from '../../../src/user-agent/default-indices.js';

// vitest.config's per-project `define` does not replace __DEV__ in src/ under vitest 4: set it as a global.
vi.stubGlobal('__DEV__', true);

describe('findIndex with the default maps', () => {
  it.each([
    ['Chrome', 0],
    ['Mobile Safari', 3],
    ['Chrome WebView', 0],
    ['Edge', 6],
    ['Firefox', 2],
    ['IE', 1],
    ['Samsung Internet', 7],
    ['Opera', 4],
    ['Yandex', 5],
    ['Chrome Headless', 0],
  ])('browser %s → %i', (name, index) => expect(findIndex(name, DEFAULT_BROWSER_INDICES)).toBe(index));
  it.each([
    ['Windows', 0],
    ['Mac OS', 1],
    ['iOS', 2],
    ['Linux', 3],
    ['Android', 4],
    ['Windows Phone', 5],
    ['Chromium OS', 6],
    ['Chrome OS', 6],
  ])('os %s → %i', (name, index) => expect(findIndex(name, DEFAULT_OS_INDICES)).toBe(index));
  it('gives undefined without a match and without Other', () => expect(findIndex('Haiku', DEFAULT_OS_INDICES)).toBeUndefined());
});
