// validateEvent and required fields: each one missing is reported, types with none of their own pass,
// visitorCode may come in the query instead, and every problem is reported at once.
import { describe, expect, it } from 'vitest';
import { validateEvent } from '../../../src/wire/validate-event.js';
import { ALL_EVENT_TYPES } from './event-arbitraries.js';
import { NONCE, event, only, text } from './validate-event-fixtures.js';

const REQUIRED: [type: string, field: string][] = [
  ['PAGE', 'href'],
  ['CONVERSION', 'goalId'],
  ['TARGETINGSEGMENT', 'id'],
  ['EXPERIMENT', 'id'],
  ['EXPERIMENT', 'variationId'],
  ['PERSONALIZATION', 'id'],
  ['PERSONALIZATION', 'variationId'],
  ...['temperature', 'humidity', 'pressure', 'windSpeed', 'cloudiness', 'sunriseTime', 'sunsetTime'].map((f): [string, string] => [
    'WEATHER',
    f,
  ]),
  ['CUSTOMDATA', 'index'],
  ['CUSTOMDATA', 'valuesCountMap'],
  ['PRODUCT', 'ean'],
  ...ALL_EVENT_TYPES.flatMap((type): [string, string][] => [
    [type, 'nonce'],
    [type, 'visitorCode'],
  ]),
];

describe('validateEvent: required fields', () => {
  it.each(REQUIRED)('%s without %s', (type, field) => {
    const incomplete: Record<string, unknown> = event(type);
    delete incomplete[field];
    expect(only(validateEvent(incomplete))).toEqual([{ field, code: 'required' }]);
  });

  it('accepts STATICDATA and GEOLOCATION with no fields of their own', () => {
    expect(validateEvent({ eventType: 'STATICDATA', nonce: NONCE, visitorCode: 'v' })).toEqual([]);
    expect(validateEvent({ eventType: 'GEOLOCATION', nonce: NONCE, visitorCode: 'v' })).toEqual([]);
  });

  it('needs no visitorCode when the query names the visitor, but checks one that is given', () => {
    const { visitorCode: _, ...anonymous } = event('PRODUCT');
    expect(validateEvent(anonymous, { visitorCodeInQuery: true })).toEqual([]);
    expect(only(validateEvent(event('PRODUCT', { visitorCode: text(101) }), { visitorCodeInQuery: true }))).toEqual([
      { field: 'visitorCode', code: 'length' },
    ]);
  });

  it('reports every problem at once', () => {
    const problems = validateEvent({ eventType: 'WEATHER', nonce: 'x', temperature: 'hot', weatherCode: text(101) });
    expect(only(problems)).toEqual([
      { field: 'nonce', code: 'pattern' },
      { field: 'visitorCode', code: 'required' },
      { field: 'temperature', code: 'type' },
      { field: 'humidity', code: 'required' },
      { field: 'pressure', code: 'required' },
      { field: 'windSpeed', code: 'required' },
      { field: 'cloudiness', code: 'required' },
      { field: 'sunriseTime', code: 'required' },
      { field: 'sunsetTime', code: 'required' },
      { field: 'weatherCode', code: 'length' },
    ]);
  });
});
