import { describe, expect, it, vi } from 'vitest';
import { createCookieJar } from '../../../src/identity/create-cookie-jar.js';

// vitest.config's per-project `define` does not replace __DEV__ in src/ under vitest 4: set it as a global.
vi.stubGlobal('__DEV__', true);

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
