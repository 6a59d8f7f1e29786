// What the validateEvent test files share: a minimal valid event of each type, and helpers to vary it.

/** A valid nonce (16 hex digits). */
export const NONCE = '0123456789abcdef';

/** A minimal valid event of each type. */
export const BASE: Record<string, Record<string, unknown>> = {
  STATICDATA: {},
  PAGE: { href: 'https://example.com/' },
  CONVERSION: { goalId: 1 },
  TARGETINGSEGMENT: { id: 1 },
  EXPERIMENT: { id: 1, variationId: 0 },
  PERSONALIZATION: { id: 1, variationId: 0 },
  WEATHER: {
    temperature: 293.15,
    humidity: 40,
    pressure: 1013,
    windSpeed: 3.5,
    cloudiness: 20,
    sunriseTime: 1_700_000_000_000,
    sunsetTime: 1_700_040_000_000,
  },
  CUSTOMDATA: { index: 0, valuesCountMap: { a: 1 } },
  PRODUCT: { ean: '4006381333931' },
  GEOLOCATION: {},
};

/** A valid event of `type`: NONCE, visitorCode "visitor-1", the base fields of the type, then `fields` over them. */
export const event = (type: string, fields: Record<string, unknown> = {}) => ({
  eventType: type,
  nonce: NONCE,
  visitorCode: 'visitor-1',
  ...BASE[type],
  ...fields,
});

/** `n` times `unit` (characters, or emoji that each count as one). */
export const text = (n: number, unit = 'x') => unit.repeat(n);

/** Problems reduced to field and code, for comparison. */
export const only = (problems: { field: string; code: string }[]) => problems.map(({ field, code }) => ({ field, code }));
