// parseJson against the wire facts (docs/wire-facts.md): liberal in what it accepts.
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../src/wire/parse-json.js';
import { N } from './parse-fixtures.js';

describe('parseJson', () => {
  const item = (fields: Record<string, unknown> = {}) => ({ eventType: 'PRODUCT', nonce: N, visitorCode: 'v', ean: '1', ...fields });

  it('reads compact and pretty arrays, any eventType case, herf', () => {
    const body = JSON.stringify(
      [item({ eventType: 'product' }), { eventType: 'page', nonce: N.toUpperCase(), visitorCode: 'v', herf: 'https://e.com/' }],
      null,
      2,
    );
    const { events, rejected } = parseJson(body);
    expect(rejected).toEqual([]);
    expect(events.map((e) => [e.index, e.event])).toEqual([
      [0, { eventType: 'PRODUCT', nonce: N, visitorCode: 'v', ean: '1' }],
      [1, { eventType: 'PAGE', nonce: N.toUpperCase(), visitorCode: 'v', href: 'https://e.com/' }],
    ]);
  });

  it('keeps integers beyond 2^53 exact, and leaves digits inside strings alone', () => {
    const body =
      `[{"eventType":"CONVERSION","nonce":"${N}","visitorCode":"v","goalId":-9223372036854775808,` +
      `"metadata":{"1":["12345678901234567890","say \\"9007199254740993\\""]},"revenue":12345678901234567000},` +
      `{"eventType":"TARGETINGSEGMENT","nonce":"${N}","visitorCode":"v","id":9007199254740991,"sdk":18446744073709551616}]`;
    const { events, rejected } = parseJson(body);
    expect(rejected).toEqual([]);
    expect(events[0].event).toEqual({
      eventType: 'CONVERSION',
      nonce: N,
      visitorCode: 'v',
      goalId: '-9223372036854775808',
      metadata: { 1: ['12345678901234567890', 'say "9007199254740993"'] },
      revenue: 12345678901234567000,
    });
    expect(events[1].event).toMatchObject({ id: 9007199254740991 });
    expect(events[1].unknown).toEqual({ sdk: '18446744073709551616' });
  });

  it('rejects an int64 beyond 2^63', () => {
    const { rejected } = parseJson(`[{"eventType":"TARGETINGSEGMENT","nonce":"${N}","visitorCode":"v","id":9223372036854775808}]`);
    expect(rejected[0].problems.map((p) => [p.field, p.code])).toEqual([['id', 'range']]);
  });

  it.each([
    ['an object', '{"eventType":"PRODUCT"}'],
    ['a string', '"events"'],
    ['null', 'null'],
    ['not JSON', '[{"eventType":'],
    ['the line format', `eventType=PRODUCT&nonce=${N}`],
    ['nothing', ''],
  ])('rejects %s as a whole (index -1)', (_label, body) => {
    const { events, rejected } = parseJson(body);
    expect(events).toEqual([]);
    expect(rejected.map((r) => [r.index, r.problems[0].code])).toEqual([[-1, 'syntax']]);
  });

  it('rejects only the bad items', () => {
    const body = JSON.stringify([item(), 5, null, [item()], item({ ean: 7 }), item({ nonce: 'nope' }), item()]);
    const { events, rejected } = parseJson(body);
    expect(events.map((e) => e.index)).toEqual([0, 4, 6]);
    expect(events[1].event).toMatchObject({ ean: '7' }); // a number where a string is due is read as text
    expect(rejected.map((r) => [r.index, r.problems[0].field, r.problems[0].code])).toEqual([
      [1, '', 'type'],
      [2, '', 'type'],
      [3, '', 'type'],
      [5, 'nonce', 'pattern'],
    ]);
  });

  it('keeps __proto__ keys as plain unknown fields and pollutes nothing', () => {
    const body = `[{"eventType":"PRODUCT","nonce":"${N}","visitorCode":"v","ean":"1","__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}]`;
    const { events } = parseJson(body);
    const { event, unknown } = events[0];
    expect(Object.getPrototypeOf(event)).toBe(Object.prototype);
    expect(Object.keys(unknown)).toEqual(['__proto__', 'constructor']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('lets the query visitorCode win', () => {
    const { events } = parseJson(JSON.stringify([item(), item({ visitorCode: undefined })]), { visitorCode: 'q' });
    expect(events.map((e) => e.event.visitorCode)).toEqual(['q', 'q']);
  });
});
