import { describe, expect, it, vi } from 'vitest';
import { Window } from 'happy-dom';
import { collectStaticData } from '../../../src/engine/collect-static-data.js';

// vitest.config's per-project `define` does not replace __DEV__ in src/ under vitest 4: set it as a global.
vi.stubGlobal('__DEV__', true);

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
