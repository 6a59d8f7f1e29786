// quoteBigIntegers against the wire facts (docs/wire-facts.md): JSON integers beyond 2^53 are read exact.
import { describe, expect, it } from 'vitest';
import { quoteBigIntegers } from '../../../src/wire/read-event.js';

describe('quoteBigIntegers', () => {
  it.each([
    ['[9007199254740991]', '[9007199254740991]'],
    ['[9007199254740992]', '["9007199254740992"]'],
    ['[-9007199254740993,1.5e300,12345678901234567.5]', '["-9007199254740993",1.5e300,12345678901234567.5]'],
    ['{"a\\"12345678901234567890":"\\\\","b":12345678901234567890}', '{"a\\"12345678901234567890":"\\\\","b":"12345678901234567890"}'],
  ])('%s → %s', (json, quoted) => {
    expect(quoteBigIntegers(json)).toBe(quoted);
  });

  it('quotes a very long integer literal whole', () => {
    const digits = '1'.repeat(500);
    expect(JSON.parse(quoteBigIntegers(`{"sdk":${digits}}`))).toEqual({ sdk: digits });
  });
});
