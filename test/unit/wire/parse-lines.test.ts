// parseLines against the wire facts (docs/wire-facts.md): liberal in what it accepts.
import { describe, expect, it } from 'vitest';
import { parseLines } from '../../../src/wire/parse-lines.js';
import { N } from './parse-fixtures.js';

const line = (fields: string) => `eventType=PRODUCT&nonce=${N}&visitorCode=v&ean=1${fields}`;

describe('parseLines', () => {
  it.each([
    ['staticData', 'STATICDATA'],
    ['targetingSegment', 'TARGETINGSEGMENT'],
    ['Page', 'PAGE'],
    ['PRODUCT', 'PRODUCT'],
    ['geoLocation', 'GEOLOCATION'],
  ])('accepts eventType %s as %s', (wire, type) => {
    const extra =
      type === 'PAGE' ? '&href=https%3A%2F%2Fe.com%2F' : type === 'PRODUCT' ? '&ean=1' : type === 'TARGETINGSEGMENT' ? '&id=3' : '';
    const { events, rejected } = parseLines(`eventType=${wire}&nonce=${N}&visitorCode=v${extra}`);
    expect(rejected).toEqual([]);
    expect(events[0].event.eventType).toBe(type);
  });

  it('accepts nonces in either hex case and keeps them as sent', () => {
    const { events } = parseLines(`${line('').replace(N, 'ABCDEF0123456789')}\n${line('').replace(N, 'abcdef0123456789')}`);
    expect(events.map((e) => e.event.nonce)).toEqual(['ABCDEF0123456789', 'abcdef0123456789']);
  });

  it('reads herf as href, and refuses both at once', () => {
    const base = `eventType=PAGE&nonce=${N}&visitorCode=v`;
    const { events, rejected } = parseLines(
      `${base}&herf=https%3A%2F%2Fe.com%2Fa\n${base}&href=https%3A%2F%2Fe.com%2F&herf=https%3A%2F%2Fe.com%2F`,
    );
    expect(events[0].event).toEqual({ eventType: 'PAGE', nonce: N, visitorCode: 'v', href: 'https://e.com/a' });
    expect(rejected.map((r) => [r.index, r.problems.map((p) => [p.field, p.code])])).toEqual([[2, [['href', 'syntax']]]]);
  });

  it('keeps unknown fields apart and accepts the event', () => {
    const { events } = parseLines(line('&sdkName=js&sdkVersion=4.0&flag'));
    expect(events[0].event).toEqual({ eventType: 'PRODUCT', nonce: N, visitorCode: 'v', ean: '1' });
    expect(events[0].unknown).toEqual({ sdkName: 'js', sdkVersion: '4.0', flag: '' });
  });

  it('keeps __proto__ and other prototype names as plain unknown fields', () => {
    const { events, rejected } = parseLines(line('&__proto__=%7B%22polluted%22%3Atrue%7D&constructor=x&toString=y&hasOwnProperty=z'));
    expect(rejected).toEqual([]);
    const { event, unknown } = events[0];
    expect(Object.getPrototypeOf(event)).toBe(Object.prototype);
    expect(Object.keys(event)).toEqual(['eventType', 'nonce', 'visitorCode', 'ean']);
    expect(Object.keys(unknown)).toEqual(['__proto__', 'constructor', 'toString', 'hasOwnProperty']);
    expect(Object.getOwnPropertyDescriptor(unknown, '__proto__')!.value).toBe('{"polluted":true}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('rejects only the line with broken percent-encoding', () => {
    const body = [line(''), line('&title=%E0%A4%A'), line('').replace('ean=1', 'ean=%ZZ'), line('')].join('\n');
    const { events, rejected } = parseLines(body);
    expect(events.map((e) => e.index)).toEqual([1, 4]);
    expect(rejected.map((r) => r.index)).toEqual([2, 3]);
    expect(rejected[0].problems[0].code).toBe('syntax');
    expect(rejected[1].raw).toBe(line('').replace('ean=1', 'ean=%ZZ'));
  });

  it('reads CRLF line ends and skips empty lines, keeping line numbers', () => {
    const { events, rejected } = parseLines(`\r\n${line('')}\r\n\r\n  \n${line('&title=a%0D%0Ab')}\r\n`);
    expect(rejected).toEqual([]);
    expect(events.map((e) => e.index)).toEqual([2, 5]);
    expect(events[0].event).toEqual({ eventType: 'PRODUCT', nonce: N, visitorCode: 'v', ean: '1' });
    expect(events[1].unknown).toEqual({ title: 'a\r\nb' }); // PRODUCT has no title: unknown, kept exactly
  });

  it('lets the query visitorCode win over and stand in for the event visitorCode', () => {
    const withCode = line('');
    const without = `eventType=PRODUCT&nonce=${N}&ean=1`;
    const { events } = parseLines(`${withCode}\n${without}`, { visitorCode: 'from-query' });
    expect(events.map((e) => e.event.visitorCode)).toEqual(['from-query', 'from-query']);
    const alone = parseLines(without);
    expect(alone.rejected[0].problems.map((p) => [p.field, p.code])).toEqual([['visitorCode', 'required']]);
  });

  it('keeps + as a plus and decodes %2B, %26, %3D', () => {
    const { events } = parseLines(`eventType=PRODUCT&nonce=${N}&visitorCode=a+b&ean=x%2By%26z%3Dw`);
    expect(events[0].event).toMatchObject({ visitorCode: 'a+b', ean: 'x+y&z=w' });
  });

  it('converts values to their wire types and keeps int64 beyond 2^53 exact', () => {
    const body = [
      `eventType=CONVERSION&nonce=${N}&visitorCode=v&goalId=9223372036854775807&revenue=1e%2B21&negative=TRUE&metadata=%7B%221%22%3A%5B%22a%22%5D%7D`,
      `eventType=EXPERIMENT&nonce=${N}&visitorCode=v&id=%2B12&variationId=-0`,
      `eventType=PAGE&nonce=${N}&visitorCode=v&href=https%3A%2F%2Fe.com&keyPageIndices=x`,
      `eventType=CUSTOMDATA&nonce=${N}&visitorCode=v&index=1&valuesCountMap=%7B%22a%22%3A2%7D&mappingIdentifier=0`,
    ].join('\n');
    const { events, rejected } = parseLines(body);
    expect(events.map((e) => e.event)).toEqual([
      {
        eventType: 'CONVERSION',
        nonce: N,
        visitorCode: 'v',
        goalId: '9223372036854775807',
        revenue: 1e21,
        negative: true,
        metadata: { 1: ['a'] },
      },
      { eventType: 'EXPERIMENT', nonce: N, visitorCode: 'v', id: 12, variationId: 0 },
      { eventType: 'CUSTOMDATA', nonce: N, visitorCode: 'v', index: 1, valuesCountMap: { a: 2 }, mappingIdentifier: false },
    ]);
    expect(rejected.map((r) => [r.index, r.problems.map((p) => [p.field, p.code])])).toEqual([[3, [['keyPageIndices', 'type']]]]);
  });

  it('rejects a field given twice and reports every problem of a line', () => {
    const { rejected } = parseLines(`eventType=PRODUCT&nonce=xyz&ean=1&ean=2`);
    expect(rejected[0].problems.map((p) => [p.field, p.code])).toEqual([
      ['ean', 'syntax'],
      ['nonce', 'pattern'],
      ['visitorCode', 'required'],
    ]);
  });

  it('returns nothing for an empty body', () => {
    expect(parseLines('')).toEqual({ events: [], rejected: [] });
    expect(parseLines('\n\r\n')).toEqual({ events: [], rejected: [] });
  });
});
