import { describe, expect, it, vi } from 'vitest';
import { Window } from 'happy-dom';
import { readDataOptions } from '../../../src/tracker/read-data-options.js';
import { findIndex } from '../../../src/user-agent/find-index.js';
import { DEFAULT_BROWSER_INDICES, DEFAULT_OS_INDICES } from '../../../src/user-agent/default-indices.js';
import { matchUrlRules } from '../../../src/page-views/match-url-rules.js';
import { parseVisitState, formatVisitState } from '../../../src/identity/visit-state.js';
import { buildCustomData } from '../../../src/tracker/build-custom-data.js';
import { collectStaticData } from '../../../src/tracker/collect-static-data.js';
import { createCookieJar } from '../../../src/identity/create-cookie-jar.js';
import { withdrawConsent } from '../../../src/tracker/withdraw-consent.js';
import { createFakeDelivery } from './fake-delivery.js';

// vitest.config's per-project `define` does not replace __DEV__ in src/ under vitest 4: set it as a global.
vi.stubGlobal('__DEV__', true);

describe('readDataOptions', () => {
  it('reads booleans, JSON, numbers for *Ms/*Bytes, and keeps other strings as they are', () => {
    expect(
      readDataOptions({
        siteCode: '0123',
        url: 'http://127.0.0.1:8787',
        debug: '',
        autoPageViews: 'false',
        requireConsent: 'true',
        customData: '{"plan":4}',
        remoteDataTimeoutMs: '1500',
        maxQueueBytes: '100000',
        cookieName: 'vt',
        broken: '{x',
      }),
    ).toEqual({
      siteCode: '0123',
      url: 'http://127.0.0.1:8787',
      debug: true,
      autoPageViews: false,
      requireConsent: true,
      customData: { plan: 4 },
      remoteDataTimeoutMs: 1500,
      maxQueueBytes: 100000,
      cookieName: 'vt',
    });
  });
});

describe('findIndex with the default maps', () => {
  it.each([
    ['Chrome', 0],
    ['Mobile Safari', 3],
    ['Chrome WebView', 0],
    ['Edge', 6],
    ['Firefox', 2],
    ['IE', 1],
    ['Samsung Internet', 7],
    ['Opera', 4],
    ['Yandex', 5],
    ['Chrome Headless', 0],
  ])('browser %s → %i', (name, index) => expect(findIndex(name, DEFAULT_BROWSER_INDICES)).toBe(index));
  it.each([
    ['Windows', 0],
    ['Mac OS', 1],
    ['iOS', 2],
    ['Linux', 3],
    ['Android', 4],
    ['Windows Phone', 5],
    ['Chromium OS', 6],
    ['Chrome OS', 6],
  ])('os %s → %i', (name, index) => expect(findIndex(name, DEFAULT_OS_INDICES)).toBe(index));
  it('gives undefined without a match and without Other', () => expect(findIndex('Haiku', DEFAULT_OS_INDICES)).toBeUndefined());
});

describe('matchUrlRules', () => {
  it('matches contains, exact and RegExp rules, each index once', () => {
    const rules = [
      { index: 1, match: '/checkout' },
      { index: 2, match: 'https://shop.example/checkout', exact: true },
      { index: 3, match: /\/pay$/g },
      { index: 1, match: 'pay' },
    ];
    expect(matchUrlRules('https://shop.example/checkout/pay', rules)).toEqual([1, 3]);
    expect(matchUrlRules('https://shop.example/checkout/pay', rules)).toEqual([1, 3]); // a /g RegExp is reset
    expect(matchUrlRules('https://shop.example/checkout', rules)).toEqual([1, 2]);
    expect(matchUrlRules('https://shop.example/', rules)).toBeUndefined();
  });
});

describe('visit state', () => {
  it('round-trips any visitor code, and ignores foreign values', () => {
    const state = { visitorCode: 'a.b c&d=é', visitNumber: 12, lastActivity: 1_763_900_000_000 };
    expect(parseVisitState(formatVisitState(state))).toEqual(state);
    for (const value of [undefined, '', 'abc', 'x.y.z!', '%E0%A4%A.1.1']) expect(parseVisitState(value)).toBeUndefined();
  });
});

describe('buildCustomData', () => {
  it('counts values, including prototype names', () => {
    expect(buildCustomData('7', ['__proto__', 'constructor', '__proto__'])).toMatchObject({
      index: 7,
      valuesCountMap: { __proto__: 2, constructor: 1 },
    });
    expect(JSON.stringify((buildCustomData(1, '__proto__') as { valuesCountMap: object }).valuesCountMap)).toBe('{"__proto__":1}');
    expect(buildCustomData('toString', 'x')).toEqual([expect.objectContaining({ code: 'enum' })]);
  });
});

describe('collectStaticData', () => {
  const windowWith = (userAgent: string, extra: Record<string, unknown> = {}) => {
    const win = new Window({ url: 'https://shop.example/', settings: { navigator: { userAgent } } });
    for (const [key, value] of Object.entries(extra)) Object.defineProperty(win.navigator, key, { value });
    return win as unknown as globalThis.Window;
  };

  it('reads the user agent string when there are no client hints', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(collectStaticData(windowWith(iphone, { language: 'fr-FR' }), {})).toMatchObject({
      browser: 'Mobile Safari',
      browserIndex: 3,
      browserVersion: 17.4,
      os: 'iOS',
      osIndex: 2,
      deviceType: 'PHONE',
      localeLanguageTag: 'fr-FR',
    });
  });

  it('prefers low-entropy client hints: the specific brand, the platform, mobile', () => {
    const hints = {
      brands: [
        { brand: 'Not=A?Brand', version: '24' },
        { brand: 'Chromium', version: '156' },
        { brand: 'Microsoft Edge', version: '156' },
      ],
      mobile: true,
      platform: 'Android',
    };
    const reduced = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
    expect(collectStaticData(windowWith(reduced, { userAgentData: hints }), { browserIndices: { Edge: 40 } })).toMatchObject({
      browser: 'Edge',
      browserIndex: 40,
      browserVersion: 156,
      os: 'Android',
      osIndex: 4,
      deviceType: 'PHONE',
    });
    const mac = { brands: [{ brand: 'Chromium', version: '156' }], mobile: false, platform: 'macOS' };
    expect(collectStaticData(windowWith('Mozilla/5.0', { userAgentData: mac }), {})).toMatchObject({
      browser: 'Chromium',
      os: 'Mac OS',
      osIndex: 1,
    });
  });
});

describe('createCookieJar', () => {
  it('writes SameSite=Lax, a year, Secure on https; removes', () => {
    // A host-only page (an IP address): no domain to try; the cookie as a browser keeps one.
    let jarValue = 'a=1; vt=x.1.0';
    const set = vi.fn((write: string) => (jarValue = write.includes('max-age=0') ? 'a=1' : `a=1; ${write.split(';')[0]}`));
    const doc = { location: { protocol: 'https:', hostname: '127.0.0.1' } } as unknown as Document;
    Object.defineProperty(doc, 'cookie', { get: () => jarValue, set });
    const jar = createCookieJar(doc, 'vt');
    expect(jar.read()).toBe('x.1.0');
    jar.write('y.2.0');
    expect(jar.domain()).toBe('');
    jar.remove();
    expect(set.mock.calls).toEqual([
      ['vt=;path=/;max-age=0;samesite=lax;secure'], // a visitor with a cookie: the host-only one goes first
      ['vt=y.2.0;path=/;max-age=31536000;samesite=lax;secure'],
      ['vt=;path=/;max-age=0;samesite=lax;secure'],
    ]);
  });
});

describe('withdrawConsent', () => {
  it('runs every step even when one throws, then throws the first error', () => {
    const delivery = createFakeDelivery();
    delivery.stop = () => {
      throw new DOMException('BroadcastChannel is closed.', 'InvalidStateError');
    };
    const win = new Window({ url: 'https://shop.example/' });
    const jar = createCookieJar(win.document as unknown as Document, 'visitTag');
    jar.write('a1b2.1.lmn0p4q8');
    const dropped: string[] = [];
    const held = [{ eventType: 'PRODUCT', nonce: '0123456789abcdef', ean: '1' }] as Parameters<typeof withdrawConsent>[1];
    expect(() => withdrawConsent(delivery, held, (event, reason) => dropped.push(`${event.nonce} ${reason}`), jar)).toThrow('closed');
    expect(dropped).toEqual(['0123456789abcdef consent']);
    expect(win.document.cookie).not.toMatch(/visitTag=./);
    expect(delivery.calls).toContain('purge');
  });
});
