import { describe, expect, it } from 'vitest';
import { DIMENSIONS, loadUserAgentSamples, measureAgreement } from './measure-agreement.js';

// A correctness check, not a timing one: on the 10,000 real user agents of the `user-agents`
// package, weighted by their traffic share, parseUserAgent must name the browser, the OS and the
// device class as ua-parser-js v1 does at least 97 % of the time.
const TARGET = 0.97;

describe('agreement with ua-parser-js v1 on real user agents', () => {
  const samples = loadUserAgentSamples();
  const agreement = measureAgreement(samples);

  it('has a real sample', () => {
    expect(samples.length).toBeGreaterThan(1000);
  });

  it.each(DIMENSIONS)('%s agrees on at least 97 % of the weighted traffic', (dimension) => {
    const { weighted, misses } = agreement[dimension];
    // The heaviest disagreements in the failure message say what to fix first.
    expect(weighted, JSON.stringify(misses.slice(0, 5), null, 1)).toBeGreaterThanOrEqual(TARGET);
  });
});
