// Issue 35: the wire is the contract's bytes whatever a page's scripts did to the built-ins before
// the tag ran: Prototype.js's Array.prototype.toJSON (an array's JSON as a string), enumerable
// properties on Object.prototype and Array.prototype. Each test patches, encodes, and restores the
// built-ins in afterEach, so no other test runs on a patched platform.
import { afterEach, describe, expect, it } from 'vitest';
import { createHandoff } from '../../../src/delivery/page/create-handoff.js';
import { encodeJson, encodeJsonEvent } from '../../../src/wire/encode-json.js';
import { encodeLine } from '../../../src/wire/encode-lines.js';
import type { VisitEvent } from '../../../src/wire/event-types.js';
import { parseJson } from '../../../src/wire/parse-json.js';
import { parseLines } from '../../../src/wire/parse-lines.js';
import { stringifyJson } from '../../../src/wire/stringify-json.js';
import { createWebStorage } from '../delivery/fakes.js';

const N = '0123456789abcdef';
const conversion = {
  eventType: 'CONVERSION',
  nonce: N,
  visitorCode: 'v',
  goalId: 77,
  metadata: { 1: ['a', 'b'], 2: [] },
} as unknown as VisitEvent;
const customData = { eventType: 'CUSTOMDATA', nonce: N, visitorCode: 'v', index: 4, valuesCountMap: { pro: 2 } } as unknown as VisitEvent;
const LINE = `eventType=CONVERSION&nonce=${N}&visitorCode=v&goalId=77&metadata=${encodeURIComponent('{"1":["a","b"],"2":[]}')}`;
const JSON_EVENT = `{"eventType":"CONVERSION","nonce":"${N}","visitorCode":"v","goalId":77,"metadata":{"1":["a","b"],"2":[]}}`;

/** Prototype.js 1.6: an array's JSON is a string holding its JSON. */
function patchArrayToJson(): void {
  Object.defineProperty(Array.prototype, 'toJSON', {
    configurable: true,
    writable: true,
    value(this: unknown[]) {
      return '[' + this.map((item) => JSON.stringify(item)).join(',') + ']';
    },
  });
}

/** Enumerable, as a plain assignment makes it: `Object.prototype.extra = 1`. */
function patchEnumerable(proto: object, name: string, value: unknown): void {
  (proto as Record<string, unknown>)[name] = value;
}

afterEach(() => {
  delete (Array.prototype as unknown as Record<string, unknown>).toJSON;
  for (const name of ['extra', 'title', 'event']) {
    delete (Object.prototype as Record<string, unknown>)[name];
    delete (Array.prototype as unknown as Record<string, unknown>)[name];
  }
});

describe('the encoders on a page with patched built-ins', () => {
  it('the patch is real: JSON.stringify of the metadata gives a string where the contract wants an array', () => {
    patchArrayToJson();
    expect(JSON.stringify({ 1: ['a', 'b'] })).toBe('{"1":"[\\"a\\",\\"b\\"]"}');
  });

  it("writes the metadata's arrays as arrays under Array.prototype.toJSON, in both formats, and the parsers read them back", () => {
    patchArrayToJson();
    expect(encodeLine(conversion)).toBe(LINE);
    expect(encodeJsonEvent(conversion)).toBe(JSON_EVENT);
    expect(parseLines(encodeLine(conversion)).events[0].event).toMatchObject({ metadata: { 1: ['a', 'b'], 2: [] } });
    expect(parseJson(encodeJson([conversion])).events[0].event).toMatchObject({ metadata: { 1: ['a', 'b'], 2: [] } });
  });

  it('sends no inherited enumerable property: not in the metadata, not in a count map, not as a field', () => {
    patchEnumerable(Object.prototype, 'extra', 1);
    patchEnumerable(Object.prototype, 'title', 'from the prototype'); // a PAGE field, on every object
    patchEnumerable(Array.prototype, 'extra', 1);
    expect(encodeLine(conversion)).toBe(LINE);
    expect(encodeJsonEvent(conversion)).toBe(JSON_EVENT);
    expect(encodeLine(customData)).toBe(
      `eventType=CUSTOMDATA&nonce=${N}&visitorCode=v&index=4&valuesCountMap=${encodeURIComponent('{"pro":2}')}`,
    );
    const page = { eventType: 'PAGE', nonce: N, visitorCode: 'v', href: 'https://a.example/' } as unknown as VisitEvent;
    expect(encodeLine(page)).toBe(`eventType=PAGE&nonce=${N}&visitorCode=v&href=${encodeURIComponent('https://a.example/')}`);
  });

  it('stringifyJson is JSON.stringify on an unpatched page, for the values the tag writes', () => {
    const values = [
      { 1: ['a', 'b'] },
      [1, -2, 0],
      { 'x"y\n': 3 },
      [{ event: { nonce: N, n: 1.5, ok: true, no: null } }],
      [undefined, () => 0],
      { a: undefined },
    ];
    for (const value of values) expect(stringifyJson(value)).toBe(JSON.stringify(value));
    expect(stringifyJson([NaN, Infinity])).toBe('[null,null]');
  });

  it('the handoff in Web Storage stays a list under Array.prototype.toJSON and ignores an inherited event', () => {
    const storage = createWebStorage();
    const record = { event: { ...conversion }, storedAt: 1 };
    patchArrayToJson();
    expect(createHandoff(() => storage).leave([record])).toBe(true);
    patchEnumerable(Object.prototype, 'event', { nonce: 'inherited' });
    storage.setItem('visit-tag-left:x', '[{"storedAt":2}]'); // no event of its own
    expect(createHandoff(() => storage).collect().records).toEqual([record]);
  });
});
