import { describe, expect, it } from 'vitest';
import { parseUserAgent } from '../../../src/user-agent/parse-user-agent.js';
import { ANDROID, IPHONE, type Case } from './case-parts.js';
import { MAINSTREAM_CASES } from './mainstream-cases.js';
import { toDeviceType, UAParser } from './measure-agreement.js';
import { RARER_CASES } from './rarer-cases.js';

// Real user agents with the answer written out (mainstream-cases.ts, rarer-cases.ts). `differs` marks
// the few where we knowingly part from ua-parser-js v1, with the reason; every other row must also agree with it.
const CASES: Case[] = [...MAINSTREAM_CASES, ...RARER_CASES];

describe('parseUserAgent', () => {
  it.each(CASES)('%s', (_label, ua, expected) => {
    expect(parseUserAgent(ua)).toEqual(expected);
  });

  // ua-parser-js reads navigator.userAgent when given '', so the empty string is not compared.
  it.each(CASES.filter((row) => !row[3] && row[1]))('%s: ua-parser-js v1 names the same', (_label, ua) => {
    const ours = parseUserAgent(ua);
    const theirs = new UAParser(ua).getResult();
    expect([ours.browser, ours.os, ours.deviceType]).toEqual([
      theirs.browser.name ?? '',
      theirs.os.name ?? '',
      toDeviceType(theirs.device.type),
    ]);
    if (theirs.browser.version) expect(ours.browserVersion).toBe(parseFloat(theirs.browser.version));
  });

  it.each(CASES.filter((row) => row[3]))('%s: differs from ua-parser-js v1 as documented', (_label, ua) => {
    const ours = parseUserAgent(ua);
    const theirs = new UAParser(ua).getResult();
    expect([ours.browser, ours.os, ours.deviceType]).not.toEqual([
      theirs.browser.name ?? '',
      theirs.os.name ?? '',
      toDeviceType(theirs.device.type),
    ]);
  });

  it('reads the version as major.minor, and leaves it out when there is none', () => {
    expect(parseUserAgent(`${ANDROID} Chrome/156.0.7390.122 Mobile Safari/537.36`).browserVersion).toBe(156);
    expect(parseUserAgent(`${IPHONE} Version/26.6.1 Mobile/15E148 Safari/604.1`).browserVersion).toBe(26.6);
    expect(parseUserAgent('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome Safari/537.36')).not.toHaveProperty('browserVersion');
  });
});
