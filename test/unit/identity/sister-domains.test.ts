// Issue 20: one visitor across a site's sister domains (linkDomains). The logic here; the real
// browsers in test/browser/engines/cross-domain-links.test.ts. Subdomains (cookieDomain): subdomains.test.ts.
import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { adoptLinkParameter } from '../../../src/identity/adopt-link-parameter.js';
import { decorateLinks } from '../../../src/identity/decorate-links.js';
import { LINK_MAX_AGE_MS, removeLinkParameter } from '../../../src/identity/link-parameter.js';
import { formatVisitState } from '../../../src/identity/visit-state.js';
import { setupTracker } from '../engine/setup-tracker.js';
import { freezeDateAtNow, NOW } from './frozen-date.js';

vi.stubGlobal('__DEV__', true);
freezeDateAtNow();

describe('removeLinkParameter', () => {
  it.each([
    ['https://p.example/a?_vt=x.1.2&b=1#h', 'https://p.example/a?b=1#h'],
    ['https://p.example/a?b=1&_vt=x.1.2&c=2', 'https://p.example/a?b=1&c=2'],
    ['https://p.example/a?b=1&_vt=x.1.2#h', 'https://p.example/a?b=1#h'],
    ['https://p.example/a?_vt=x.1.2', 'https://p.example/a'],
    ['https://p.example/a?x_vt=1&b=&', 'https://p.example/a?x_vt=1&b=&'],
  ])('%s → %s', (url, expected) => expect(removeLinkParameter(url)).toBe(expected));
});

describe('adoptLinkParameter', () => {
  const at = (ageMs: number, code = 'v-1') => formatVisitState({ visitorCode: code, visitNumber: 3, lastActivity: NOW - ageMs });
  const pageWith = (value: string) => new Window({ url: `https://pay.example/cart?a=1&_vt=${encodeURIComponent(value)}#top` });

  it('adopts a fresh parameter and cleans the address bar without a new history entry', () => {
    const win = pageWith(at(LINK_MAX_AGE_MS));
    const length = win.history.length;
    expect(adoptLinkParameter(win as unknown as globalThis.Window, NOW)).toEqual({
      visitorCode: 'v-1',
      visitNumber: 3,
      lastActivity: NOW - LINK_MAX_AGE_MS,
    });
    expect(win.location.href).toBe('https://pay.example/cart?a=1#top');
    expect(win.history.length).toBe(length);
  });

  it.each([
    ['stale', at(LINK_MAX_AGE_MS + 1)],
    ['malformed', 'not-a-visit'],
    ['an invalid code', at(0, 'x'.repeat(101))],
  ])('ignores a %s parameter, and cleans the address bar all the same', (_, value) => {
    const win = pageWith(value);
    expect(adoptLinkParameter(win as unknown as globalThis.Window, NOW)).toBeUndefined();
    expect(win.location.href).toBe('https://pay.example/cart?a=1#top');
  });
});

describe('decorateLinks', () => {
  const VISIT = { visitorCode: 'v 1', visitNumber: 2, lastActivity: 0 };
  function page(getVisit: () => typeof VISIT | false = () => VISIT) {
    const win = new Window({ url: 'https://www.shop.example/' });
    win.document.body.innerHTML = `
      <a id="pay" href="https://pay-shop.example/cart?x=1">pay</a>
      <a id="sub" href="https://secure.pay-shop.example/">sub</a>
      <a id="own" href="https://checkout.shop.example/">own</a>
      <a id="other" href="https://elsewhere.example/">other</a>
      <form id="get" action="https://pay-shop.example/find"><input name="q" value="a"></form>
      <form id="post" method="post" action="https://pay-shop.example/buy?step=2"></form>`;
    decorateLinks(win as unknown as globalThis.Window, 'shop.example, pay-shop.example', getVisit, () => NOW);
    const $ = (id: string) => win.document.getElementById(id)!;
    return { win, $ };
  }
  const value = formatVisitState({ ...VISIT, lastActivity: NOW });

  it('adds the visit to links to a listed sister domain at mousedown or click, and leaves the rest', () => {
    const { win, $ } = page();
    $('pay').dispatchEvent(new win.MouseEvent('mousedown', { bubbles: true, button: 1 }));
    $('sub').dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }));
    for (const id of ['own', 'other']) $(id).dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }));
    const param = (id: string) => new URL(($(id) as unknown as HTMLAnchorElement).href).searchParams.get('_vt');
    expect([param('pay'), param('sub'), param('own'), param('other')]).toEqual([value, value, null, null]);
    expect(($('pay') as unknown as HTMLAnchorElement).href).toContain('?x=1&_vt=');
  });

  it('adds a hidden field to a GET form and the action of a POST form', () => {
    const { win, $ } = page();
    for (const id of ['get', 'post']) $(id).dispatchEvent(new win.Event('submit', { bubbles: true, cancelable: true }));
    expect(($('get').querySelector('input[name=_vt]') as unknown as HTMLInputElement).value).toBe(value);
    expect(new URL($('post').getAttribute('action')!).searchParams.get('_vt')).toBe(value);
  });

  it('leaves a malformed address alone, without an exception into the page', () => {
    const { win, $ } = page();
    const errors: unknown[] = [];
    win.addEventListener('error', (event) => errors.push(event));
    const form = $('post');
    form.setAttribute('action', 'http://[not-a-host/');
    form.dispatchEvent(new win.Event('submit', { bubbles: true, cancelable: true }));
    expect(form.getAttribute('action')).toBe('http://[not-a-host/');
    expect(errors).toEqual([]);
  });

  it('adds nothing under Global Privacy Control', () => {
    const { win, $ } = page();
    Object.defineProperty(win.navigator, 'globalPrivacyControl', { configurable: true, get: () => true });
    $('pay').dispatchEvent(new win.MouseEvent('mousedown', { bubbles: true }));
    expect(($('pay') as unknown as HTMLAnchorElement).href).toBe('https://pay-shop.example/cart?x=1');
  });

  it('adds nothing without consent', () => {
    const { win, $ } = page(() => false);
    $('pay').dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(($('pay') as unknown as HTMLAnchorElement).href).toBe('https://pay-shop.example/cart?x=1');
  });
});

describe('a tracker with linkDomains', () => {
  it('adopts a fresh visitor, and no event carries the parameter', () => {
    const code = 'from-shop';
    const param = encodeURIComponent(formatVisitState({ visitorCode: code, visitNumber: 4, lastActivity: NOW - 1_000 }));
    const { tracker, delivery, win } = setupTracker({ linkDomains: 'shop.example' }, `https://pay-shop.example/pay?_vt=${param}&step=1`);
    tracker.start();
    tracker.trackPageView({ href: `https://pay-shop.example/pay?_vt=${param}`, canonicalHref: `https://pay-shop.example/?_vt=${param}` });
    expect(tracker.getVisitorCode()).toBe(code);
    expect(win.location.href).toBe('https://pay-shop.example/pay?step=1');
    // The visit goes on: no new visit, so no STATICDATA.
    expect(delivery.events.map((e) => e.eventType)).toEqual(['PAGE', 'PAGE']);
    expect(JSON.stringify(delivery.events)).not.toContain('_vt');
  });

  it('ignores the parameter without linkDomains', () => {
    const param = encodeURIComponent(formatVisitState({ visitorCode: 'from-shop', visitNumber: 4, lastActivity: NOW }));
    const { tracker } = setupTracker({}, `https://pay-shop.example/pay?_vt=${param}`);
    tracker.start();
    expect(tracker.getVisitorCode()).not.toBe('from-shop');
  });
});
