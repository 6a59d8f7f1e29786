import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeJsonEvent } from '../../../src/wire/encode-json.js';
import { encodeLine } from '../../../src/wire/encode-lines.js';
import { parseJson } from '../../../src/wire/parse-json.js';
import { parseLines } from '../../../src/wire/parse-lines.js';
import { splitIntoBodies, type SplitResult } from '../../../src/wire/split-into-bodies.js';
import { events } from './event-arbitraries.js';
import { trickyText } from './value-arbitraries.js';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('splitIntoBodies', { timeout: 60_000 }, () => {
  it('measures multi-byte UTF-8 exactly (1, 2, 3 and 4 byte characters)', () => {
    const encoded = ['a', 'é', '中', '😀', 'aé中😀'];
    const { bodies } = splitIntoBodies(encoded, 1000);
    expect(bodies).toHaveLength(1);
    expect(bodies[0].body).toBe('a\né\n中\n😀\naé中😀');
    expect(bodies[0].bytes).toBe(1 + 2 + 3 + 4 + 10 + 4);
    expect(bodies[0].bytes).toBe(bytes(bodies[0].body));
  });

  it('fills a body to exactly maxBytes and no further (line format)', () => {
    const ten = ['0123456789', '😀é中x', 'abcdefghij']; // each 10 bytes
    expect(ten.map(bytes)).toEqual([10, 10, 10]);
    expect(splitIntoBodies(ten, 32).bodies.map((b) => [b.indices, b.bytes])).toEqual([[[0, 1, 2], 32]]);
    expect(splitIntoBodies(ten, 31).bodies.map((b) => [b.indices, b.bytes])).toEqual([
      [[0, 1], 21],
      [[2], 10],
    ]);
    expect(splitIntoBodies(ten, 10).bodies.map((b) => [b.indices, b.bytes])).toEqual([
      [[0], 10],
      [[1], 10],
      [[2], 10],
    ]);
  });

  it('frames JSON bodies with [ , ] and counts the frame', () => {
    const items = ['{"a":1}', '{"b":"é"}', '{"c":3}']; // 7, 10, 7 bytes
    const fit = splitIntoBodies(items, 2 + 7 + 1 + 10 + 1 + 7, 'json');
    expect(fit.bodies.map((b) => b.body)).toEqual(['[{"a":1},{"b":"é"},{"c":3}]']);
    expect(fit.bodies[0].bytes).toBe(28);
    const tight = splitIntoBodies(items, 27, 'json');
    expect(tight.bodies.map((b) => [b.body, b.bytes])).toEqual([
      ['[{"a":1},{"b":"é"}]', 20],
      ['[{"c":3}]', 9],
    ]);
    for (const body of tight.bodies) expect(JSON.parse(body.body)).toHaveLength(body.indices.length);
  });

  it('reports events too large on their own, sends the rest in order', () => {
    const result = splitIntoBodies(['small', 'x'.repeat(11), 'ok', '😀😀😀'], 10);
    expect(result.oversized).toEqual([1, 3]); // 11 bytes; 12 bytes
    expect(result.bodies.map((b) => [b.body, b.indices])).toEqual([['small\nok', [0, 2]]]);
    expect(splitIntoBodies(['12345678'], 9, 'json').oversized).toEqual([0]); // 8 + 2 frame bytes
    expect(splitIntoBodies(['1234567'], 9, 'json').bodies[0].body).toBe('[1234567]');
  });

  it('gives no bodies for no events, and defaults to the spec’s 3 MB line format', () => {
    expect(splitIntoBodies([])).toEqual({ bodies: [], oversized: [] });
    const line = 'x'.repeat(999_999);
    const { bodies } = splitIntoBodies([line, line, line, line]);
    expect(bodies.map((b) => b.bytes)).toEqual([2_999_999, 999_999]);
  });

  it('keeps its invariants for any events and any limit', () => {
    fc.assert(
      fc.property(
        fc.array(trickyText(30)),
        fc.integer({ min: 1, max: 120 }),
        fc.constantFrom('lines', 'json'),
        (encoded, maxBytes, format) => {
          const isJson = format === 'json';
          const result: SplitResult = splitIntoBodies(encoded, maxBytes, format);
          const frame = isJson ? 2 : 0;
          expect(result.oversized).toEqual(encoded.flatMap((e, i) => (bytes(e) + frame > maxBytes ? [i] : [])));
          // Order kept, every sendable event exactly once.
          const sent = result.bodies.flatMap((b) => b.indices);
          expect(sent).toEqual(encoded.flatMap((_, i) => (result.oversized.includes(i) ? [] : [i])));
          result.bodies.forEach((body, n) => {
            expect(body.bytes).toBe(bytes(body.body));
            expect(body.bytes).toBeLessThanOrEqual(maxBytes);
            const joined = body.indices.map((i) => encoded[i]).join(isJson ? ',' : '\n');
            expect(body.body).toBe(isJson ? `[${joined}]` : joined);
            // Greedy: the next body's first event would not have fitted in this one.
            const next = result.bodies[n + 1];
            if (next) expect(body.bytes + 1 + bytes(encoded[next.indices[0]])).toBeGreaterThan(maxBytes);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('splits encoded events into bodies that parse back to all of them', () => {
    fc.assert(
      fc.property(events({ maxLength: 20 }), fc.integer({ min: 600, max: 4000 }), (list, maxBytes) => {
        for (const format of ['lines', 'json'] as const) {
          const encoded = list.map((event) => (format === 'json' ? encodeJsonEvent(event) : encodeLine(event)));
          const { bodies, oversized } = splitIntoBodies(encoded, maxBytes, format);
          const parse = format === 'json' ? parseJson : parseLines;
          const nonces = bodies.flatMap((b) => {
            const parsed = parse(b.body);
            expect(parsed.rejected).toEqual([]);
            return parsed.events.map((e) => e.event.nonce);
          });
          expect(nonces).toEqual(list.filter((_, i) => !oversized.includes(i)).map((e) => e.nonce));
        }
      }),
      { numRuns: 100 },
    );
  });
});
