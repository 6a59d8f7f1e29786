import { describe, expect, it, vi } from 'vitest';
import { parseVisitState, formatVisitState } from '../../../src/identity/visit-state.js';

// vitest.config's per-project `define` does not replace __DEV__ in src/ under vitest 4: set it as a global.
vi.stubGlobal('__DEV__', true);

describe('visit state', () => {
  it('round-trips any visitor code, and ignores foreign values', () => {
    const state = { visitorCode: 'a.b c&d=é', visitNumber: 12, lastActivity: 1_763_900_000_000 };
    expect(parseVisitState(formatVisitState(state))).toEqual(state);
    for (const value of [undefined, '', 'abc', 'x.y.z!', '%E0%A4%A.1.1']) expect(parseVisitState(value)).toBeUndefined();
  });
});
