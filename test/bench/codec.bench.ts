// `npm run bench` section: encode and parse throughput of both wire formats on a realistic mixed
// event set, beside plain JSON.stringify / JSON.parse of the same events measured in the same run.
// The parsers also validate every event against the table; JSON.parse checks nothing.
import { gzipSync } from 'node:zlib';
import { createNonce } from '../../src/wire/create-nonce.js';
import { encodeJson, encodeJsonEvent } from '../../src/wire/encode-json.js';
import { encodeLine, encodeLines } from '../../src/wire/encode-lines.js';
import { KEEPALIVE_MAX_BYTES } from '../../src/wire/event-table.js';
import type { VisitEvent } from '../../src/wire/event-types.js';
import { parseJson } from '../../src/wire/parse-json.js';
import { parseLines } from '../../src/wire/parse-lines.js';
import { splitIntoBodies } from '../../src/wire/split-into-bodies.js';
import { utf8Length } from '../../src/wire/utf8-length.js';
import { validateEvent } from '../../src/wire/validate-event.js';
import { quantile } from './quantile.js';
import type { BenchTable } from './report.js';

const EVENT_COUNT = 2000;
const SAMPLE_MS = 250;
const SAMPLES = 5;

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

/** One timed sample: items per second of `run` (which handles `perRun` items) over SAMPLE_MS. */
function sample(perRun: number, run: () => unknown): number {
  let runs = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    run();
    runs++;
    elapsed = performance.now() - start;
  } while (elapsed < SAMPLE_MS);
  return (runs * perRun * 1000) / elapsed;
}

/**
 * Median items per second of each job. Samples are interleaved (job 1, job 2, …, job 1, …) so that
 * load from other processes on a shared machine hits every job alike and the ratios stay fair.
 */
function perSecond(perRun: number, jobs: (() => unknown)[]): number[] {
  jobs.forEach((job) => job()); // warm up
  const rates = jobs.map(() => [] as number[]);
  for (let s = 0; s < SAMPLES; s++) jobs.forEach((job, j) => rates[j].push(sample(perRun, job)));
  return rates.map((list) => quantile(list, 0.5));
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(`codec bench: ${message}`);
}

// Synchronous work; main awaits every section's run(), so the tables go back as a resolved promise.
export default function run(): Promise<BenchTable[]> {
  const events = createEventSet();
  const n = events.length;
  check(
    events.every((event) => validateEvent(event).length === 0),
    'the event set must be valid',
  );
  const lines = encodeLines(events);
  const json = encodeJson(events);
  const plain = JSON.stringify(events);
  check(parseLines(lines).events.length === n && parseJson(json).events.length === n, 'bodies must parse back whole');

  const formats = [
    { name: 'lines (encodeLines / parseLines)', body: lines, encode: () => encodeLines(events), parse: () => parseLines(lines) },
    { name: 'json (encodeJson / parseJson)', body: json, encode: () => encodeJson(events), parse: () => parseJson(json) },
    {
      name: 'baseline JSON.stringify / JSON.parse',
      body: plain,
      encode: () => JSON.stringify(events),
      parse: (): unknown => JSON.parse(plain),
    },
  ];
  const encodeRates = perSecond(
    n,
    formats.map((format) => format.encode),
  );
  const parseRates = perSecond(
    n,
    formats.map((format) => format.parse),
  );
  const codec: BenchTable = {
    title: `Codec throughput (${n} mixed events)`,
    columns: ['format', 'encode events/s', 'parse events/s', 'bytes/event', 'gzip bytes/event'],
    rows: formats.map((format, i) => [
      format.name,
      encodeRates[i],
      parseRates[i],
      utf8Length(format.body) / n,
      gzipSync(format.body, { level: 9 }).length / n,
    ]),
    notes: [
      'parseLines/parseJson convert wire types and validate every event against the table; JSON.parse does neither.',
      `median of ${SAMPLES} interleaved samples of ${SAMPLE_MS} ms each`,
      'Event mix: 35 % PAGE, 20 % CUSTOMDATA, 10 % CONVERSION, 10 % EXPERIMENT, 5 % each PERSONALIZATION, TARGETINGSEGMENT, PRODUCT, STATICDATA, 3 % GEOLOCATION, 2 % WEATHER.',
    ],
  };

  const encoded = events.map((event) => encodeLine(event));
  const encodedJson = events.map((event) => encodeJsonEvent(event));
  const random = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array };
  const steps: [string, () => unknown][] = [
    ['validateEvent', () => events.forEach((event) => validateEvent(event))],
    ['encodeLine (one event)', () => events.forEach((event) => encodeLine(event))],
    [`splitIntoBodies lines, ${KEEPALIVE_MAX_BYTES} B`, () => splitIntoBodies(encoded, KEEPALIVE_MAX_BYTES)],
    [`splitIntoBodies json, ${KEEPALIVE_MAX_BYTES} B`, () => splitIntoBodies(encodedJson, KEEPALIVE_MAX_BYTES, 'json')],
    [
      'createNonce (crypto.getRandomValues)',
      () => {
        for (let i = 0; i < n; i++) createNonce();
      },
    ],
    [
      'createNonce (no-op random, formatting only)',
      () => {
        for (let i = 0; i < n; i++) createNonce(random);
      },
    ],
  ];
  const stepRates = perSecond(
    n,
    steps.map(([, job]) => job),
  );
  const parts: BenchTable = {
    title: 'Per-event steps of the tag',
    columns: ['step', 'events/s'],
    rows: steps.map(([name], i) => [name, stepRates[i]]),
    notes: [`median of ${SAMPLES} interleaved samples of ${SAMPLE_MS} ms each`],
  };
  return Promise.resolve([codec, parts]);
}
