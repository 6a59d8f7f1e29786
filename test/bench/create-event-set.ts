// The bench's realistic mixed event set: seeded, so every run measures the same events. The codec
// section (codec.bench.ts) times both wire formats on it; server-ingest.bench.ts posts it.
import { createNonce } from '../../src/wire/create-nonce.js';
import type { VisitEvent } from '../../src/wire/event-types.js';

const EVENT_COUNT = 2000;

/** A small seeded PRNG (mulberry32), so every run measures the same events. */
function createRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TITLES = ['Running shoes – Men', 'Café crème 250 g', 'Checkout', 'Mon panier (3)', '検索結果: 靴', 'Summer sale 🌞 up to -50%'];

/** Events shaped like a shop's traffic: mostly page views and custom data, some conversions. */
export function createEventSet(count = EVENT_COUNT, seed = 7): VisitEvent[] {
  const random = createRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  const int = (max: number) => Math.floor(random() * max);
  const bytes = {
    getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
      const view = new Uint8Array(array!.buffer);
      for (let i = 0; i < view.length; i++) view[i] = int(256);
      return array;
    },
  };
  const events: VisitEvent[] = [];
  for (let i = 0; i < count; i++) {
    const common = { nonce: createNonce(bytes), visitorCode: `v${int(1e9).toString(36)}-${int(1e9).toString(36)}` };
    const roll = random();
    const path = `/category/${pick(['shoes', 'coffee', 'sale', 'café'])}/item-${int(100000)}`;
    if (roll < 0.35) {
      events.push({
        ...common,
        eventType: 'PAGE',
        href: `https://shop.example.com${encodeURI(path)}?utm_source=news&utm_medium=email&q=${int(999)}`,
        title: pick(TITLES),
        referrerHref: 'https://www.search.example/?q=running+shoes&hl=fr',
        keyPageIndices: [int(8), int(8)],
      });
    } else if (roll < 0.55) {
      events.push({
        ...common,
        eventType: 'CUSTOMDATA',
        index: int(20),
        valuesCountMap: { [pick(['pro', 'free', 'trial', 'équipe'])]: 1 + int(3) },
        overwrite: random() < 0.8,
      });
    } else if (roll < 0.65) {
      events.push({
        ...common,
        eventType: 'CONVERSION',
        goalId: random() < 0.2 ? `92233720368547${int(10000)}` : 100000 + int(900000),
        revenue: Math.round(random() * 20000) / 100,
        metadata: { 1: [pick(['blue', 'red'])], 2: ['XL', 'gift wrap & card'] },
      });
    } else if (roll < 0.75) {
      events.push({ ...common, eventType: 'EXPERIMENT', id: 200000 + int(1000), variationId: int(4) });
    } else if (roll < 0.8) {
      events.push({
        ...common,
        eventType: 'PERSONALIZATION',
        id: 300000 + int(1000),
        variationId: 0,
        unexpositionCause: 'VISITOR_CAPPING',
      });
    } else if (roll < 0.85) {
      events.push({ ...common, eventType: 'TARGETINGSEGMENT', id: 400000 + int(1000) });
    } else if (roll < 0.9) {
      events.push({ ...common, eventType: 'PRODUCT', ean: `40063813${String(int(100000)).padStart(5, '0')}` });
    } else if (roll < 0.95) {
      events.push({
        ...common,
        eventType: 'STATICDATA',
        visitNumber: 1 + int(40),
        timeSincePreviousVisit: int(1e9),
        browser: 'Chrome',
        browserVersion: 124.0,
        os: 'Windows',
        screenWidth: 1920,
        screenHeight: 1080,
        localeLanguageTag: pick(['en-US', 'fr-FR', 'ja']),
        deviceType: 'DESKTOP',
      });
    } else if (roll < 0.98) {
      events.push({
        ...common,
        eventType: 'GEOLOCATION',
        country: 'France',
        region: 'Île-de-France',
        city: 'Paris',
        postalCode: '75011',
        latitude: 48.857,
        longitude: 2.38,
      });
    } else {
      events.push({
        ...common,
        eventType: 'WEATHER',
        temperature: 285.2,
        humidity: 71,
        pressure: 1016,
        windSpeed: 4.1,
        cloudiness: 40,
        sunriseTime: 1_763_880_000_000,
        sunsetTime: 1_763_913_000_000,
        weatherCode: 'Clouds',
      });
    }
  }
  return events;
}
