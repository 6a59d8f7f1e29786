import type { EventType } from '../../src/wire/event-table.js';

const HOUR_MS = 3_600_000;

/**
 * Valid example values for each event form, so every form can be sent as it opens; QA then edits
 * them into invalid ones to watch the tag refuse. Computed per call for the current page and day.
 * @example getEventDefaults().PRODUCT // { ean: '4006381333931' }
 */
export function getEventDefaults(): Record<EventType, Record<string, string>> {
  const noon = new Date().setUTCHours(12, 0, 0, 0);
  return {
    STATICDATA: {
      visitNumber: '1',
      browser: 'Chrome',
      browserVersion: '156',
      os: 'Linux',
      screenWidth: String(screen.width),
      screenHeight: String(screen.height),
      localeLanguageTag: navigator.language,
      deviceType: 'DESKTOP',
    },
    PAGE: { href: location.href, title: document.title, referrerHref: document.referrer, keyPageIndices: '' },
    CONVERSION: { goalId: '1', revenue: '19.99', negative: '', metadata: '{"1":["gift-wrap"]}' },
    TARGETINGSEGMENT: { id: '123' },
    EXPERIMENT: { id: '42', variationId: '1' },
    PERSONALIZATION: { id: '77', variationId: '0', unexpositionCause: 'SCHEDULE' },
    WEATHER: {
      temperature: '293.15',
      humidity: '40',
      pressure: '1013',
      windSpeed: '3.5',
      cloudiness: '20',
      sunriseTime: String(noon - 6 * HOUR_MS),
      sunsetTime: String(noon + 6 * HOUR_MS),
      weatherCode: 'clear',
    },
    CUSTOMDATA: { index: '1', valuesCountMap: '{"pro":1}', overwrite: 'true', mappingIdentifier: '' },
    PRODUCT: { ean: '4006381333931' },
    GEOLOCATION: {
      country: 'France',
      region: 'Auvergne-Rhône-Alpes',
      city: 'Lyon',
      postalCode: '69002',
      latitude: '45.76',
      longitude: '4.83',
    },
  };
}
