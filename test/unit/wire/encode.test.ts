import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countCharacters, truncateCharacters } from '../../../src/wire/count-characters.js';
import { createNonce } from '../../../src/wire/create-nonce.js';
import { encodeJson, encodeJsonEvent } from '../../../src/wire/encode-json.js';
import { encodeLine, encodeLines } from '../../../src/wire/encode-lines.js';
import type { VisitEvent } from '../../../src/wire/event-types.js';
import { int64Text, normalizeInt64 } from '../../../src/wire/int64.js';
import { parseLines } from '../../../src/wire/parse-lines.js';
import { utf8Length } from '../../../src/wire/utf8-length.js';
import { trickyText } from './value-arbitraries.js';

const N = '0123456789abcdef';
const as = (event: Record<string, unknown>) => event as unknown as VisitEvent;

describe('encodeLine / encodeJsonEvent', () => {
  it('writes eventType, nonce, visitorCode, then the spec’s field order, and drops unknown fields', () => {
    const event = as({ title: 'T', href: 'https://e.com/?a=1&b=2', sdk: 'x', visitorCode: 'v', nonce: N, eventType: 'PAGE' });
    expect(encodeLine(event)).toBe(`eventType=PAGE&nonce=${N}&visitorCode=v&href=https%3A%2F%2Fe.com%2F%3Fa%3D1%26b%3D2&title=T`);
    expect(encodeJsonEvent(event)).toBe(
      `{"eventType":"PAGE","nonce":"${N}","visitorCode":"v","href":"https://e.com/?a=1&b=2","title":"T"}`,
    );
    expect(encodeLine(event, { omitVisitorCode: true })).not.toContain('visitorCode');
  });

  it('percent-encodes JSON values and separators, so no value breaks a pair or a line', () => {
    const event = as({
      eventType: 'CUSTOMDATA',
      nonce: N,
      visitorCode: 'a&b=c\nd',
      index: 2,
      valuesCountMap: { 'x&y=z\r\n%+': 3 },
      overwrite: false,
    });
    const line = encodeLine(event);
    expect(line).toBe(
      `eventType=CUSTOMDATA&nonce=${N}&visitorCode=a%26b%3Dc%0Ad&index=2&valuesCountMap=%7B%22x%26y%3Dz%5Cr%5Cn%25%2B%22%3A3%7D&overwrite=false`,
    );
    expect(line.split('&')).toHaveLength(6);
  });

  it('writes int64 as exact canonical digits in both formats', () => {
    const event = as({ eventType: 'EXPERIMENT', nonce: N, visitorCode: 'v', id: 9223372036854775807n, variationId: '+007' });
    expect(encodeLine(event)).toBe(`eventType=EXPERIMENT&nonce=${N}&visitorCode=v&id=9223372036854775807&variationId=7`);
    expect(encodeJsonEvent(event)).toBe(
      `{"eventType":"EXPERIMENT","nonce":"${N}","visitorCode":"v","id":9223372036854775807,"variationId":7}`,
    );
  });

  it('sends a lone surrogate as U+FFFD in the line format instead of throwing', () => {
    const event = as({ eventType: 'PAGE', nonce: N, visitorCode: 'v', href: 'https://e.com/', title: 'cut \ud83d|\ude00 😀' });
    const line = encodeLine(event);
    expect(parseLines(line).events[0].event).toMatchObject({ title: 'cut \ufffd|\ufffd 😀' });
    expect((JSON.parse(encodeJsonEvent(event)) as { title: string }).title).toBe('cut \ud83d|\ude00 😀'); // JSON escapes it exactly
  });

  it('joins lines with \\n and items with commas', () => {
    const a = as({ eventType: 'PRODUCT', nonce: N, visitorCode: 'v', ean: '1' });
    expect(encodeLines([a, a])).toBe(`${encodeLine(a)}\n${encodeLine(a)}`);
    expect(encodeJson([a, a])).toBe(`[${encodeJsonEvent(a)},${encodeJsonEvent(a)}]`);
    expect(encodeJson([])).toBe('[]');
    expect(encodeLines([])).toBe('');
  });
});

describe('createNonce', () => {
  it('uses the random source it is given: 8 bytes as 16 lower-case hex characters', () => {
    const random = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => (
        new Uint8Array(array!.buffer).set([0, 1, 15, 16, 127, 128, 254, 255]),
        array
      ),
    };
    expect(createNonce(random)).toBe('00010f107f80feff');
  });
});

describe('int64', () => {
  it.each([
    [0, '0'],
    [-0, '0'],
    [9007199254740991, '9007199254740991'],
    [9007199254740992, undefined],
    [1.5, undefined],
    [2n ** 63n - 1n, '9223372036854775807'],
    [2n ** 63n, undefined],
    [-(2n ** 63n), '-9223372036854775808'],
    ['+007', '7'],
    ['-0', '0'],
    ['1e3', undefined],
    [' 1', undefined],
    ['', undefined],
    [null, undefined],
  ])('int64Text(%o) is %s', (value, text) => {
    expect(int64Text(value)).toBe(text);
  });

  it('normalizes to a number when safe, a decimal string otherwise', () => {
    expect(normalizeInt64(12n)).toBe(12);
    expect(normalizeInt64('-9007199254740991')).toBe(-9007199254740991);
    expect(normalizeInt64(9007199254740993n)).toBe('9007199254740993');
    expect(normalizeInt64('0009007199254740993')).toBe('9007199254740993');
  });
});

describe('countCharacters / truncateCharacters / utf8Length', { timeout: 60_000 }, () => {
  it('counts code points: an emoji is one character, a lone surrogate one too', () => {
    expect(countCharacters('a😀é中')).toBe(4);
    expect(countCharacters('👍🏽')).toBe(2); // emoji + skin-tone modifier: two code points
    expect(countCharacters('\ud83d')).toBe(1);
    expect(countCharacters('\ude00\ud83d')).toBe(2);
  });

  it('never cuts a surrogate pair, and treats a lone high surrogate as one character', () => {
    expect(truncateCharacters('😀😀😀', 2)).toBe('😀😀');
    expect(truncateCharacters('a😀', 1)).toBe('a');
    expect(truncateCharacters('\ud83dab', 2)).toBe('\ud83da');
    expect(truncateCharacters('abc', 5)).toBe('abc');
  });

  it('matches Buffer.byteLength and Array.from for any text', () => {
    fc.assert(
      fc.property(fc.oneof(trickyText(50), fc.string({ unit: 'binary' })), fc.nat(60), (text, max) => {
        expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
        expect(countCharacters(text)).toBe(Array.from(text).length);
        expect(truncateCharacters(text, max)).toBe(Array.from(text).slice(0, max).join(''));
      }),
      { numRuns: 500 },
    );
  });
});
