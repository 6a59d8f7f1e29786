// Personal data in URLs (redactQuery) and the site's own last word on each event (beforeSend).
import { describe, expect, it, vi } from 'vitest';
import type { VisitEvent } from '../../../src/wire/event-types.js';
import { redactUrls } from '../../../src/loader/redact-urls.js';
import { setupTracker } from './setup-tracker.js';

vi.stubGlobal('__DEV__', true);

describe('redactUrls', () => {
  it.each([
    ['https://a.example/reset?token=abc&lang=en', 'https://a.example/reset?token=REDACTED&lang=en'],
    ['https://a.example/?lang=en&Email=jo%40x.example#top', 'https://a.example/?lang=en&Email=REDACTED#top'],
    ['https://a.example/#/reset?token=abc', 'https://a.example/#/reset?token=REDACTED'], // a hash router's query
    ['https://a.example/p?token=1&token=2', 'https://a.example/p?token=REDACTED&token=REDACTED'],
    ['https://a.example/p?tokens=1&x=token', 'https://a.example/p?tokens=1&x=token'], // other names, and values
    ['https://a.example/token=1', 'https://a.example/token=1'], // a path, not a query
  ])('%s → %s', (url, expected) => {
    const event: Record<string, unknown> = { href: url, canonicalHref: url, referrerHref: url, title: 'token=1' };
    redactUrls(event, ['token', 'email']);
    expect(event).toEqual({ href: expected, canonicalHref: expected, referrerHref: expected, title: 'token=1' });
  });

  it('takes the attribute form, names separated by commas', () => {
    const event = { href: 'https://a.example/?email=a&token=b&q=c' };
    redactUrls(event, ' email , TOKEN');
    expect(event.href).toBe('https://a.example/?email=REDACTED&token=REDACTED&q=c');
  });
});

describe('createTracker: redactQuery', () => {
  it('redacts the page, canonical and referrer addresses of the PAGE before it is stored', () => {
    const { win, tracker, delivery } = setupTracker({ redactQuery: ['email'] }, 'https://shop.example/signup?email=jo%40x.example&step=2');
    const link = win.document.createElement('link');
    link.rel = 'canonical';
    link.href = 'https://shop.example/signup?email=jo%40x.example';
    win.document.head.appendChild(link);
    tracker.start();
    tracker.trackPageView({ referrerHref: 'https://mail.example/?EMAIL=jo%40x.example' });
    const pages = delivery.events.filter((event) => event.eventType === 'PAGE');
    expect(pages.map((page) => JSON.stringify(page))).not.toEqual(expect.arrayContaining([expect.stringContaining('jo%40x')]));
    expect(pages[0]).toMatchObject({
      href: 'https://shop.example/signup?email=REDACTED&step=2',
      canonicalHref: 'https://shop.example/signup?email=REDACTED',
    });
    expect(pages[1]).toMatchObject({ referrerHref: 'https://mail.example/?EMAIL=REDACTED' });
  });
});

describe('createTracker: beforeSend', () => {
  it('queues the event the hook returns, validated again; null skips it and says so', () => {
    const seen: VisitEvent[] = [];
    const { tracker, delivery } = setupTracker({
      autoPageViews: false,
      beforeSend(event) {
        seen.push(event);
        if (event.eventType === 'PRODUCT' && event.ean === 'secret') return null;
        if (event.eventType === 'PRODUCT') return { ...event, ean: event.ean.toUpperCase() };
        return event;
      },
    });
    tracker.start();
    const kept = tracker.trackProduct('abc');
    const skipped = tracker.trackProduct('secret');
    expect(typeof kept).toBe('string');
    expect(skipped).toEqual([{ field: '', code: 'skipped', message: 'event: skipped by beforeSend' }]);
    expect(delivery.events.map((event) => event.eventType)).toEqual(['STATICDATA', 'PRODUCT']);
    expect(delivery.events[1]).toMatchObject({ nonce: kept, ean: 'ABC' });
    expect(seen.map((event) => event.eventType)).toEqual(['STATICDATA', 'PRODUCT', 'PRODUCT']);
  });

  it('refuses a changed event the contract refuses, and queues nothing of it', () => {
    const { tracker, delivery } = setupTracker({
      autoPageViews: false,
      beforeSend: (event) => (event.eventType === 'PRODUCT' ? { ...event, ean: 'x'.repeat(101) } : event),
    });
    tracker.start();
    expect(tracker.trackProduct('abc')).toEqual([expect.objectContaining({ field: 'ean', code: 'length' })]);
    expect(delivery.events.map((event) => event.eventType)).toEqual(['STATICDATA']);
  });

  it('keeps the event as it was when the hook throws or returns something else, and never throws', () => {
    let call = 0;
    const { tracker, delivery } = setupTracker({
      autoPageViews: false,
      beforeSend: (() => {
        call++;
        if (call === 2) throw new Error('broken hook');
        return call === 3 ? 42 : undefined;
      }) as unknown as (event: VisitEvent) => VisitEvent,
    });
    tracker.start(); // STATICDATA: the hook returns undefined
    const thrown = tracker.trackProduct('a'); // the hook throws
    const odd = tracker.trackProduct('b'); // the hook returns 42
    expect([typeof thrown, typeof odd]).toEqual(['string', 'string']);
    expect(delivery.events.map((event) => [event.eventType, event.eventType === 'PRODUCT' ? event.ean : ''])).toEqual([
      ['STATICDATA', ''],
      ['PRODUCT', 'a'],
      ['PRODUCT', 'b'],
    ]);
  });

  it('skips an automatic PAGE once, without a retry of its own', () => {
    const hook = vi.fn((event: VisitEvent) => (event.eventType === 'PAGE' ? null : event));
    const { tracker, delivery } = setupTracker({ beforeSend: hook });
    tracker.start();
    expect(delivery.events.map((event) => event.eventType)).toEqual(['STATICDATA']);
    expect(hook.mock.calls.map(([event]) => event.eventType)).toEqual(['STATICDATA', 'PAGE']);
  });
});
