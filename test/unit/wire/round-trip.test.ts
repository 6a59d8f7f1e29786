import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeJson } from '../../../src/wire/encode-json.js';
import { encodeLines } from '../../../src/wire/encode-lines.js';
import { parseJson } from '../../../src/wire/parse-json.js';
import { parseLines } from '../../../src/wire/parse-lines.js';
import { validateEvent } from '../../../src/wire/validate-event.js';
import { ALL_EVENT_TYPES, eventOf, events, expectedAfterRoundTrip } from './event-arbitraries.js';

const RUNS = { numRuns: 300 };

describe('arbitrary events', { timeout: 60_000 }, () => {
  it.each(ALL_EVENT_TYPES)('every generated %s event is valid', (type) => {
    fc.assert(
      fc.property(eventOf(type), (event) => {
        expect(validateEvent(event)).toEqual([]);
      }),
      RUNS,
    );
  });
});

describe('parse(encode(events)) equals the events', { timeout: 60_000 }, () => {
  it('line format', () => {
    fc.assert(
      fc.property(events(), (list) => {
        const body = encodeLines(list);
        const parsed = parseLines(body);
        expect(parsed.rejected).toEqual([]);
        expect(parsed.events.map((p) => p.event)).toEqual(list.map(expectedAfterRoundTrip));
        expect(parsed.events.every((p) => Object.keys(p.unknown).length === 0)).toBe(true);
        // One line per event, whatever the values hold.
        expect(body === '' ? 0 : body.split('\n').length).toBe(list.length);
      }),
      RUNS,
    );
  });

  it('JSON format', () => {
    fc.assert(
      fc.property(events(), (list) => {
        const body = encodeJson(list);
        const parsed = parseJson(body);
        expect(parsed.rejected).toEqual([]);
        expect(parsed.events.map((p) => p.event)).toEqual(list.map(expectedAfterRoundTrip));
        // Compact and valid JSON (big int64 values as bare digits).
        expect((): unknown => JSON.parse(body)).not.toThrow();
      }),
      RUNS,
    );
  });

  it('both formats with the visitor in the query (omitVisitorCode)', () => {
    fc.assert(
      fc.property(events({ withVisitorCode: false }), fc.string({ minLength: 1, maxLength: 100 }), (list, code) => {
        const expected = list.map((event) => ({ ...expectedAfterRoundTrip(event), visitorCode: code }));
        const lines = parseLines(encodeLines(list, { omitVisitorCode: true }), { visitorCode: code });
        const json = parseJson(encodeJson(list, { omitVisitorCode: true }), { visitorCode: code });
        expect(lines.rejected).toEqual([]);
        expect(json.rejected).toEqual([]);
        expect(lines.events.map((p) => p.event)).toEqual(expected);
        expect(json.events.map((p) => p.event)).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  });
});

describe('never throws', { timeout: 60_000 }, () => {
  it('validateEvent on anything, parsers on any text', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withNullPrototype: true, withObjectString: true }),
        fc.string({ unit: 'binary' }),
        (value, text) => {
          expect(Array.isArray(validateEvent(value))).toBe(true);
          expect(Array.isArray(validateEvent({ eventType: 'PAGE', nonce: value, href: value, title: value }))).toBe(true);
          const lines = parseLines(text);
          expect(lines.events.length + lines.rejected.length).toBeLessThanOrEqual(text.split('\n').length);
          const json = parseJson(text); // a body that is not an array is one rejection, index -1
          if (!text.trim().startsWith('[')) expect(json.rejected.map((r) => r.index)).toEqual([-1]);
        },
      ),
      RUNS,
    );
  });

  it('parsers on mangled bodies of valid events: every line accounted for', () => {
    fc.assert(
      fc.property(events({ maxLength: 6 }), fc.nat(), fc.constantFrom('%', '&', '=', '\n', '"', '[', '\ud800'), (list, at, junk) => {
        const body = encodeLines(list);
        const cut = body.slice(0, at % (body.length + 1)) + junk + body.slice(at % (body.length + 1));
        const parsed = parseLines(cut);
        const lines = cut.split('\n').filter((line) => line.trim() !== '').length;
        expect(parsed.events.length + parsed.rejected.length).toBe(lines);
        expect(() => parseJson(encodeJson(list).replace(/,/, junk))).not.toThrow();
      }),
      RUNS,
    );
  });
});
