// Issue 20: one visitor across a site's subdomains (cookieDomain). The logic against a small model
// of a browser's cookie rules here; the real browsers' rules (their public suffix lists included) in
// test/browser/engines/cross-domain-subdomains.test.ts. Sister domains (linkDomains): sister-domains.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { cookieDomains } from '../../../src/identity/cookie-domains.js';
import { createCookieJar } from '../../../src/identity/create-cookie-jar.js';
import { formatVisitState } from '../../../src/identity/visit-state.js';
import { freezeDateAtNow, NOW } from './frozen-date.js';

vi.stubGlobal('__DEV__', true);
freezeDateAtNow();

/**
 * A page's cookies as a browser keeps them: one per (name, domain), host-only under `''`; a Domain
 * that is a public suffix, or not the host or a parent of it, is refused. Every write is recorded.
 */
function cookiePage(host: string, publicSuffixes: string[], initial: Record<string, string> = {}) {
  const kept = new Map(Object.entries(initial)); // domain → value of the cookie `vt`
  const writes: string[] = [];
  const doc = { location: { protocol: 'http:', hostname: host } } as unknown as Document;
  Object.defineProperty(doc, 'cookie', {
    get: () => [...kept.values()].map((value) => `vt=${value}`).join('; '),
    set: (write: string) => {
      writes.push(write);
      const value = write.slice(3, write.indexOf(';'));
      const domain = /;domain=([^;]+)/.exec(write)?.[1] ?? '';
      if (domain && (publicSuffixes.includes(domain) || (host !== domain && !host.endsWith('.' + domain)))) return;
      if (write.includes('max-age=0')) kept.delete(domain);
      else kept.set(domain, value);
    },
  });
  return { doc, kept, writes };
}

describe('cookieDomains', () => {
  it.each([
    ['www.shop.example', undefined, ['shop.example', 'www.shop.example', '']],
    ['a.b.shop.co.uk', 'auto', ['co.uk', 'shop.co.uk', 'b.shop.co.uk', 'a.b.shop.co.uk', '']],
    ['shop.example', 'auto', ['shop.example', '']],
    ['localhost', 'auto', ['']],
    ['127.0.0.1', 'auto', ['']],
    ['[::1]', 'auto', ['']],
    ['www.shop.example', 'none', ['']],
    ['www.shop.example', '.shop.example', ['shop.example', '']],
  ])('%s with %s: %j', (host, setting, expected) => expect(cookieDomains(host, setting)).toEqual(expected));
});

describe('createCookieJar on a domain', () => {
  const visit = (code: string, at: number) => formatVisitState({ visitorCode: code, visitNumber: 2, lastActivity: at });

  it('writes on the widest domain the browser keeps, never on a public suffix', () => {
    const page = cookiePage('alice.github.io', ['io', 'github.io']);
    const jar = createCookieJar(page.doc, 'vt');
    jar.write(visit('a', NOW));
    expect(jar.domain()).toBe('alice.github.io');
    expect([...page.kept.keys()]).toEqual(['alice.github.io']);
    // A new visitor has no host-only cookie to remove: tries github.io (refused), then the host.
    expect(page.writes.map((write) => /domain=([^;]+)/.exec(write)?.[1])).toEqual(['github.io', 'alice.github.io']);
  });

  it('moves a host-only cookie to the parent domain with its code and visit, and one cookie remains', () => {
    const page = cookiePage('www.shop.example', ['example'], { '': visit('old-code', NOW - 60_000) });
    const jar = createCookieJar(page.doc, 'vt');
    expect(jar.read()).toBe(visit('old-code', NOW - 60_000));
    jar.write(visit('old-code', NOW));
    expect(jar.domain()).toBe('shop.example');
    expect(Object.fromEntries(page.kept)).toEqual({ 'shop.example': visit('old-code', NOW) });
    // Later writes of the page go straight to the domain found.
    jar.write(visit('old-code', NOW + 20_000));
    expect(page.writes.at(-1)).toContain(';domain=shop.example');
    expect(page.writes).toHaveLength(3);
  });

  it('reads the most recently active of a host-only and a domain cookie', () => {
    const page = cookiePage('checkout.shop.example', [], {
      '': visit('stale', NOW - 86_400_000),
      'shop.example': visit('shared', NOW - 5_000),
    });
    expect(createCookieJar(page.doc, 'vt').read()).toBe(visit('shared', NOW - 5_000));
  });

  it('removes the cookie from every domain it may be on, writing none', () => {
    const page = cookiePage('www.shop.example', ['example'], { '': visit('a', NOW), 'shop.example': visit('b', NOW) });
    createCookieJar(page.doc, 'vt').remove();
    expect(page.kept.size).toBe(0);
    expect(page.writes.every((write) => write.includes('max-age=0'))).toBe(true);
  });

  it('falls back to host-only when the given domain is not the page’s, with a warning in the debug build', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = cookiePage('www.shop.example', [], {});
    const jar = createCookieJar(page.doc, 'vt', 'other.example');
    jar.write(visit('a', NOW));
    expect(jar.domain()).toBe('');
    expect([...page.kept.keys()]).toEqual(['']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cookieDomain other.example refused'));
    warn.mockRestore();
  });
});
