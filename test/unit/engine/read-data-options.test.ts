import { describe, expect, it, vi } from 'vitest';
import { readDataOptions } from '../../../src/loader/read-data-options.js';

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
