// `npm run bench` section: encode and parse throughput of both wire formats on a realistic mixed
// event set, beside plain JSON.stringify / JSON.parse of the same events measured in the same run.
// The parsers also validate every event against the table; JSON.parse checks nothing.
import { gzipSync } from 'node:zlib';
import { createNonce } from '../../src/wire/create-nonce.js';
import { encodeJson, encodeJsonEvent } from '../../src/wire/encode-json.js';
import { encodeLine, encodeLines } from '../../src/wire/encode-lines.js';
import { KEEPALIVE_MAX_BYTES } from '../../src/wire/event-table.js';
import { parseJson } from '../../src/wire/parse-json.js';
import { parseLines } from '../../src/wire/parse-lines.js';
import { splitIntoBodies } from '../../src/wire/split-into-bodies.js';
import { utf8Length } from '../../src/wire/utf8-length.js';
import { validateEvent } from '../../src/wire/validate-event.js';
import { createEventSet } from './create-event-set.js';
import { quantile } from './quantile.js';
import type { BenchTable } from './report.js';

const SAMPLE_MS = 250;
const SAMPLES = 5;

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
