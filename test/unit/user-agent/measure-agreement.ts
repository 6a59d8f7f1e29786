// Compares parseUserAgent with ua-parser-js v1 on the real user agents shipped in the
// `user-agents` package (each with a `weight`: its share of the traffic it was sampled from).
// Shared by the agreement test and `npm run bench`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseUserAgent, type DeviceType } from '../../../src/user-agent/parse-user-agent.js';

const require = createRequire(import.meta.url);

/** The slice of ua-parser-js v1's result we compare (the package ships no types). */
export interface ReferenceResult {
  browser: { name?: string; version?: string };
  os: { name?: string };
  device: { type?: string };
}
type ReferenceParser = new (ua: string) => { getResult(): ReferenceResult };
/** ua-parser-js v1 (CommonJS). */
export const UAParser = require('ua-parser-js') as ReferenceParser;

/** One entry of the `user-agents` data file. */
export interface UserAgentSample {
  userAgent: string;
  weight: number;
}

/**
 * Loads the `user-agents` data file (its exports map hides it, so it is read from disk).
 *
 * @example
 * loadUserAgentSamples()[0]; // { userAgent: 'Mozilla/5.0 (iPhone; …', weight: 0.00033, … }
 */
export function loadUserAgentSamples(): UserAgentSample[] {
  const file = join(dirname(require.resolve('user-agents')), 'user-agents.json');
  return JSON.parse(readFileSync(file, 'utf8')) as UserAgentSample[];
}

/**
 * ua-parser-js device types onto STATICDATA's: only 'mobile' and 'tablet' are not DESKTOP.
 *
 * @example
 * toDeviceType('smarttv'); // 'DESKTOP'
 */
export function toDeviceType(type: string | undefined): DeviceType {
  return type === 'mobile' ? 'PHONE' : type === 'tablet' ? 'TABLET' : 'DESKTOP';
}

/** The compared fields, in report order. */
export const DIMENSIONS = ['browser', 'os', 'deviceType'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Agreement on one dimension, as shares in 0..1, plus the disagreements by weight. */
export interface DimensionAgreement {
  weighted: number;
  unweighted: number;
  /** "ours ≠ theirs" with summed weight, count and one example UA, heaviest first. */
  misses: { ours: string; theirs: string; weight: number; count: number; example: string }[];
}

/**
 * Measures agreement per dimension; an unknown name on both sides ('' and undefined) agrees.
 *
 * @example
 * measureAgreement(loadUserAgentSamples()).browser.weighted; // e.g. 0.995
 */
export function measureAgreement(samples: UserAgentSample[]): Record<Dimension, DimensionAgreement> {
  const totalWeight = samples.reduce((sum, sample) => sum + sample.weight, 0);
  const tallies = DIMENSIONS.map(() => ({ weight: 0, count: 0, misses: new Map<string, DimensionAgreement['misses'][number]>() }));
  for (const { userAgent, weight } of samples) {
    const ours = parseUserAgent(userAgent);
    const theirs = new UAParser(userAgent).getResult();
    const pairs: [string, string][] = [
      [ours.browser, theirs.browser.name ?? ''],
      [ours.os, theirs.os.name ?? ''],
      [ours.deviceType, toDeviceType(theirs.device.type)],
    ];
    pairs.forEach(([a, b], i) => {
      const tally = tallies[i];
      if (a === b) {
        tally.weight += weight;
        tally.count++;
        return;
      }
      const key = `${a} ≠ ${b}`;
      const miss = tally.misses.get(key) ?? { ours: a, theirs: b, weight: 0, count: 0, example: userAgent };
      miss.weight += weight;
      miss.count++;
      tally.misses.set(key, miss);
    });
  }
  const entries = DIMENSIONS.map((dimension, i) => {
    const tally = tallies[i];
    const misses = [...tally.misses.values()].sort((a, b) => b.weight - a.weight);
    return [dimension, { weighted: tally.weight / totalWeight, unweighted: tally.count / samples.length, misses }];
  });
  return Object.fromEntries(entries) as Record<Dimension, DimensionAgreement>;
}
