// validateEvent's field rules, one table: lengths, counts, int32, int64, float64, booleans, enums,
// unexpositionCause only with variationId 0, patterns and strings.
// Every rule of docs/data-api.md, written out by hand: at the limit accepted, one over
// rejected with the field and code. Expected values are literals, never read from the table.
import { describe, expect, it } from 'vitest';
import { validateEvent } from '../../../src/wire/validate-event.js';
import { ALL_UNEXPOSITION_CAUSES } from './event-arbitraries.js';
import { event, only, text } from './validate-event-fixtures.js';

const url = (n: number) => 'https://e.com/' + text(n - 14);
const ints = (n: number) => Array.from({ length: n }, (_, i) => i);
const map = (n: number, value: (i: number) => unknown) => Object.fromEntries(ints(n).map((i) => [String(i), value(i)]));

type Case = [label: string, type: string, fields: Record<string, unknown>, expected: [field: string, code: string] | null];

/** [label, event type, fields over the base, null (valid) or the one expected [field, code]]. */
const CASES: Case[] = [
  // Lengths in characters: the limit passes, one more fails. Emoji count once each.
  ['visitorCode 100', 'PRODUCT', { visitorCode: text(100) }, null],
  ['visitorCode 101', 'PRODUCT', { visitorCode: text(101) }, ['visitorCode', 'length']],
  ['visitorCode 100 emoji', 'PRODUCT', { visitorCode: text(100, '😀') }, null],
  ['visitorCode 101 emoji', 'PRODUCT', { visitorCode: text(101, '😀') }, ['visitorCode', 'length']],
  ['visitorCode empty', 'PRODUCT', { visitorCode: '' }, ['visitorCode', 'length']],
  ...['browser', 'os'].flatMap((f): Case[] => [
    [`${f} 100`, 'STATICDATA', { [f]: text(100, '中') }, null],
    [`${f} 101`, 'STATICDATA', { [f]: text(101) }, [f, 'length']],
  ]),
  ['weatherCode 100', 'WEATHER', { weatherCode: text(100) }, null],
  ['weatherCode 101', 'WEATHER', { weatherCode: text(101) }, ['weatherCode', 'length']],
  ['ean 100 emoji', 'PRODUCT', { ean: text(100, '👍') }, null],
  ['ean 101', 'PRODUCT', { ean: text(101) }, ['ean', 'length']],
  ...['country', 'region', 'city', 'postalCode'].flatMap((f): Case[] => [
    [`${f} 100`, 'GEOLOCATION', { [f]: text(100, 'é') }, null],
    [`${f} 101`, 'GEOLOCATION', { [f]: text(101) }, [f, 'length']],
  ]),
  ...['href', 'canonicalHref', 'referrerHref'].flatMap((f): Case[] => [
    [`${f} 2048`, 'PAGE', { [f]: url(2048) }, null],
    [`${f} 2049`, 'PAGE', { [f]: url(2049) }, [f, 'length']],
  ]),
  ['title 256', 'PAGE', { title: text(256, '😀') }, null],
  ['title 257', 'PAGE', { title: text(257) }, ['title', 'length']],
  // Counts.
  ...['keyPageIndices', 'referrerIndices'].flatMap((f): Case[] => [
    [`${f} 256`, 'PAGE', { [f]: ints(256) }, null],
    [`${f} 257`, 'PAGE', { [f]: ints(257) }, [f, 'count']],
    [`${f} not int32`, 'PAGE', { [f]: [1, 2147483648] }, [f, 'range']],
    [`${f} strings`, 'PAGE', { [f]: ['1'] }, [f, 'type']],
    [`${f} not an array`, 'PAGE', { [f]: '1,2' }, [f, 'type']],
  ]),
  ['metadata 256 ids', 'CONVERSION', { metadata: map(256, () => ['v']) }, null],
  ['metadata 257 ids', 'CONVERSION', { metadata: map(257, () => ['v']) }, ['metadata', 'count']],
  ['metadata 256 values', 'CONVERSION', { metadata: { 7: Array(256).fill('v') } }, null],
  ['metadata 257 values', 'CONVERSION', { metadata: { 7: Array(257).fill('v') } }, ['metadata.7', 'count']],
  ['metadata value 2048', 'CONVERSION', { metadata: { 7: [text(2048, '😀')] } }, null],
  ['metadata value 2049', 'CONVERSION', { metadata: { 7: ['a', text(2049)] } }, ['metadata.7', 'length']],
  ['metadata id -2147483648', 'CONVERSION', { metadata: { '-2147483648': [] } }, null],
  ['metadata id 2147483648', 'CONVERSION', { metadata: { 2147483648: [] } }, ['metadata.2147483648', 'type']],
  ['metadata id not a number', 'CONVERSION', { metadata: { plan: ['pro'] } }, ['metadata.plan', 'type']],
  ['metadata id 07', 'CONVERSION', { metadata: { '07': ['v'] } }, ['metadata.07', 'type']],
  ['metadata values not strings', 'CONVERSION', { metadata: { 1: [1] } }, ['metadata.1', 'type']],
  ['metadata not an object', 'CONVERSION', { metadata: [['v']] }, ['metadata', 'type']],
  ['valuesCountMap 256 values', 'CUSTOMDATA', { valuesCountMap: map(256, () => 1) }, null],
  ['valuesCountMap 257 values', 'CUSTOMDATA', { valuesCountMap: map(257, () => 1) }, ['valuesCountMap', 'count']],
  ['valuesCountMap empty', 'CUSTOMDATA', { valuesCountMap: {} }, null],
  ['valuesCountMap key 2048', 'CUSTOMDATA', { valuesCountMap: { [text(2048, '😀')]: 1 } }, null],
  ['valuesCountMap key 2049', 'CUSTOMDATA', { valuesCountMap: { [text(2049)]: 1 } }, [`valuesCountMap.${text(40)}`, 'length']],
  [
    'valuesCountMap key 2048, mappingIdentifier false',
    'CUSTOMDATA',
    { mappingIdentifier: false, valuesCountMap: { [text(2048)]: 1 } },
    null,
  ],
  // mappingIdentifier lowers the key limit to 100.
  ['mapping key 100', 'CUSTOMDATA', { mappingIdentifier: true, valuesCountMap: { [text(100, '😀')]: 1 } }, null],
  [
    'mapping key 101',
    'CUSTOMDATA',
    { mappingIdentifier: true, valuesCountMap: { [text(101)]: 1 } },
    [`valuesCountMap.${text(40)}`, 'length'],
  ],
  ['valuesCountMap count int32 max', 'CUSTOMDATA', { valuesCountMap: { a: 2147483647 } }, null],
  ['valuesCountMap count over int32', 'CUSTOMDATA', { valuesCountMap: { a: 2147483648 } }, ['valuesCountMap.a', 'range']],
  ['valuesCountMap count a string', 'CUSTOMDATA', { valuesCountMap: { a: '1' } }, ['valuesCountMap.a', 'type']],
  ['valuesCountMap __proto__ key', 'CUSTOMDATA', { valuesCountMap: JSON.parse('{"__proto__":3}') }, null],
  // int32.
  ...['visitNumber', 'browserIndex', 'osIndex', 'screenWidth', 'screenHeight'].flatMap((f): Case[] => [
    [`${f} 2^31-1`, 'STATICDATA', { [f]: 2147483647 }, null],
    [`${f} -2^31`, 'STATICDATA', { [f]: -2147483648 }, null],
    [`${f} 2^31`, 'STATICDATA', { [f]: 2147483648 }, [f, 'range']],
    [`${f} -2^31-1`, 'STATICDATA', { [f]: -2147483649 }, [f, 'range']],
    [`${f} 1.5`, 'STATICDATA', { [f]: 1.5 }, [f, 'type']],
    [`${f} a string`, 'STATICDATA', { [f]: '5' }, [f, 'type']],
  ]),
  ['index -1 (no range beyond int32 in the spec)', 'CUSTOMDATA', { index: -1 }, null],
  ['index NaN', 'CUSTOMDATA', { index: NaN }, ['index', 'type']],
  // int64: safe number, bigint or decimal string within ±2^63.
  ['goalId 2^53-1', 'CONVERSION', { goalId: 9007199254740991 }, null],
  ['goalId 2^53 as a number', 'CONVERSION', { goalId: 9007199254740992 }, ['goalId', 'range']],
  ['goalId 2^63-1 bigint', 'CONVERSION', { goalId: 9223372036854775807n }, null],
  ['goalId 2^63 bigint', 'CONVERSION', { goalId: 9223372036854775808n }, ['goalId', 'range']],
  ['goalId -2^63 string', 'CONVERSION', { goalId: '-9223372036854775808' }, null],
  ['goalId -2^63-1 string', 'CONVERSION', { goalId: '-9223372036854775809' }, ['goalId', 'range']],
  ['goalId 1.5', 'CONVERSION', { goalId: 1.5 }, ['goalId', 'type']],
  ['goalId 12a', 'CONVERSION', { goalId: '12a' }, ['goalId', 'type']],
  ['goalId 1e3 string', 'CONVERSION', { goalId: '1e3' }, ['goalId', 'type']],
  ['goalId true', 'CONVERSION', { goalId: true }, ['goalId', 'type']],
  ...['id', 'variationId'].flatMap((f): Case[] => [
    [`EXPERIMENT ${f} big string`, 'EXPERIMENT', { [f]: '9223372036854775807' }, null],
    [`EXPERIMENT ${f} over`, 'EXPERIMENT', { [f]: '9223372036854775808' }, [f, 'range']],
  ]),
  ['TARGETINGSEGMENT id bigint', 'TARGETINGSEGMENT', { id: 2n ** 62n }, null],
  ['TARGETINGSEGMENT id a float', 'TARGETINGSEGMENT', { id: 0.5 }, ['id', 'type']],
  ['timeSincePreviousVisit -1 (no range in the spec)', 'STATICDATA', { timeSincePreviousVisit: -1 }, null],
  ['sunriseTime over', 'WEATHER', { sunriseTime: 2n ** 63n }, ['sunriseTime', 'range']],
  ['sunsetTime a string', 'WEATHER', { sunsetTime: 'dusk' }, ['sunsetTime', 'type']],
  // float64: finite numbers only; units give no range.
  ['revenue 1e308', 'CONVERSION', { revenue: 1e308 }, null],
  ['revenue -0', 'CONVERSION', { revenue: -0 }, null],
  ['revenue Infinity', 'CONVERSION', { revenue: Infinity }, ['revenue', 'type']],
  ['revenue NaN', 'CONVERSION', { revenue: NaN }, ['revenue', 'type']],
  ['revenue a string', 'CONVERSION', { revenue: '9.99' }, ['revenue', 'type']],
  ['browserVersion 120.5', 'STATICDATA', { browserVersion: 120.5 }, null],
  ['browserVersion -Infinity', 'STATICDATA', { browserVersion: -Infinity }, ['browserVersion', 'type']],
  ['temperature -1 Kelvin (no range in the spec)', 'WEATHER', { temperature: -1 }, null],
  ['humidity 150 (no range in the spec)', 'WEATHER', { humidity: 150 }, null],
  ...['temperature', 'humidity', 'pressure', 'windSpeed', 'cloudiness'].map((f): Case => [
    `${f} NaN`,
    'WEATHER',
    { [f]: NaN },
    [f, 'type'],
  ]),
  ['latitude 91 (no range in the spec)', 'GEOLOCATION', { latitude: 91, longitude: -181 }, null],
  ['latitude Infinity', 'GEOLOCATION', { latitude: Infinity }, ['latitude', 'type']],
  ['longitude null', 'GEOLOCATION', { longitude: null }, ['longitude', 'type']],
  // Booleans.
  ['negative true', 'CONVERSION', { negative: true }, null],
  ['negative "true"', 'CONVERSION', { negative: 'true' }, ['negative', 'type']],
  ['mappingIdentifier 1', 'CUSTOMDATA', { mappingIdentifier: 1 }, ['mappingIdentifier', 'type']],
  ['overwrite false', 'CUSTOMDATA', { overwrite: false }, null],
  ['overwrite "false"', 'CUSTOMDATA', { overwrite: 'false' }, ['overwrite', 'type']],
  // Enums.
  ...['DESKTOP', 'TABLET', 'PHONE'].map((v): Case => [`deviceType ${v}`, 'STATICDATA', { deviceType: v }, null]),
  ['deviceType desktop', 'STATICDATA', { deviceType: 'desktop' }, ['deviceType', 'enum']],
  ['deviceType TV', 'STATICDATA', { deviceType: 'TV' }, ['deviceType', 'enum']],
  ...ALL_UNEXPOSITION_CAUSES.map((v): Case => [`unexpositionCause ${v}`, 'PERSONALIZATION', { unexpositionCause: v }, null]),
  ['unexpositionCause OTHER', 'PERSONALIZATION', { unexpositionCause: 'OTHER' }, ['unexpositionCause', 'enum']],
  // unexpositionCause only when variationId is 0 (in any int64 form).
  [
    'unexpositionCause, variationId 1',
    'PERSONALIZATION',
    { variationId: 1, unexpositionCause: 'SCHEDULE' },
    ['unexpositionCause', 'only-when'],
  ],
  ['unexpositionCause, variationId "0"', 'PERSONALIZATION', { variationId: '0', unexpositionCause: 'SCHEDULE' }, null],
  ['unexpositionCause, variationId 0n', 'PERSONALIZATION', { variationId: 0n, unexpositionCause: 'SCENARIO' }, null],
  [
    'unexpositionCause, variationId 2^62',
    'PERSONALIZATION',
    { variationId: 2n ** 62n, unexpositionCause: 'SCENARIO' },
    ['unexpositionCause', 'only-when'],
  ],
  ['no unexpositionCause, variationId 5', 'PERSONALIZATION', { variationId: 5 }, null],
  // Patterns.
  ['nonce upper case', 'PRODUCT', { nonce: 'ABCDEF0123456789' }, null],
  ['nonce 15 characters', 'PRODUCT', { nonce: '0123456789abcde' }, ['nonce', 'pattern']],
  ['nonce 17 characters', 'PRODUCT', { nonce: '0123456789abcdef0' }, ['nonce', 'pattern']],
  ['nonce not hex', 'PRODUCT', { nonce: '0123456789abcdeg' }, ['nonce', 'pattern']],
  ['nonce a number', 'PRODUCT', { nonce: 1234567890123456 }, ['nonce', 'type']],
  ['href relative', 'PAGE', { href: '/path' }, ['href', 'pattern']],
  ['href herf-only is not href', 'PAGE', { href: undefined, herf: 'https://e.com/' }, ['href', 'required']],
  ['canonicalHref relative (only href must be complete)', 'PAGE', { canonicalHref: '/c', referrerHref: '' }, null],
  ['localeLanguageTag en-US', 'STATICDATA', { localeLanguageTag: 'en-US' }, null],
  ['localeLanguageTag en_US', 'STATICDATA', { localeLanguageTag: 'en_US' }, ['localeLanguageTag', 'pattern']],
  // A C/POSIX locale (WebKitGTK under LANG=C) is no language tag: a primary subtag has 2–8 letters.
  ['localeLanguageTag C', 'STATICDATA', { localeLanguageTag: 'C' }, ['localeLanguageTag', 'pattern']],
  // Strings.
  ['title a number', 'PAGE', { title: 5 }, ['title', 'type']],
];

describe('validateEvent: limits, types, enums, cross-field rules', () => {
  it.each(CASES)('%s', (_label, type, fields, expected) => {
    const problems = validateEvent(event(type, fields));
    expect(only(problems)).toEqual(expected ? [{ field: expected[0], code: expected[1] }] : []);
    for (const problem of problems) expect(problem.message).toMatch(/\w/);
  });
});
