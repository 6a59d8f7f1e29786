// Issue 14 item 4: a visitor code the site's own server keeps in a first-party HTTP cookie. The tag
// reads it, never writes it, and keeps its visit state in its own cookie. (The real browsers'
// side, WebKit included, is test/browser/engines/server-visitor-cookie.test.ts.)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCookieJar } from '../../../src/identity/create-cookie-jar.js';
import { formatVisitState, type VisitState } from '../../../src/identity/visit-state.js';
import { setupTracker } from './setup-tracker.js';

vi.stubGlobal('__DEV__', true);
const NOW = new Date('2026-11-24T10:00:00Z').getTime();
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

const SERVER_CODE = '5f3a9c0e1b2d4f6a';

/** A tracker whose page already carries the cookies a server (and earlier pages) set, with every cookie write recorded. */
function setupWithCookies(
  cookies: string[],
  options: Parameters<typeof setupTracker>[0] = { serverVisitorCookie: 'vt_vid' },
  earlierVisit?: VisitState,
) {
  const setup = setupTracker(options);
  for (const cookie of cookies) setup.win.document.cookie = cookie;
  // The tag's own cookie as an earlier page wrote it (same attributes, so one cookie, not two).
  if (earlierVisit) createCookieJar(setup.win.document as unknown as Document, 'visitTag').write(formatVisitState(earlierVisit));
  const doc = setup.win.document;
  // document.cookie's accessor lives on a prototype of the document (which one differs by DOM).
  let owner = Object.getPrototypeOf(doc) as object | null;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
  const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
  const writes: string[] = [];
  let reads = 0;
  Object.defineProperty(doc, 'cookie', {
    configurable: true,
    get: () => {
      reads++;
      return descriptor.get!.call(doc) as string;
    },
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(doc, value);
    },
  });
  const cookie = (name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(doc.cookie)?.[1];
  return { ...setup, writes, cookie, reads: () => reads, writtenNames: () => writes.map((write) => write.split('=')[0]) };
}

describe('serverVisitorCookie', () => {
  it("is the visitor code of every event; the tag's own cookie keeps the visit; the server's is never written", () => {
    const { tracker, delivery, cookie, writtenNames } = setupWithCookies([`vt_vid=${SERVER_CODE}`]);
    expect(tracker.start()).toBeUndefined();
    tracker.trackConversion(7);
    tracker.setCustomData(1, 'pro');
    expect(tracker.getVisitorCode()).toBe(SERVER_CODE);
    expect(delivery.events.map((e) => [e.eventType, e.visitorCode])).toEqual([
      ['STATICDATA', SERVER_CODE],
      ['PAGE', SERVER_CODE],
      ['CONVERSION', SERVER_CODE],
      ['CUSTOMDATA', SERVER_CODE],
    ]);
    expect(cookie('visitTag')).toBe(`${SERVER_CODE}.1.${NOW.toString(36)}`);
    expect(cookie('vt_vid')).toBe(SERVER_CODE);
    expect(new Set(writtenNames())).toEqual(new Set(['visitTag']));
  });

  it('reads document.cookie once per task and writes its own cookie only when the value changes (in Chromium each is a round trip)', async () => {
    const { tracker, writes, reads } = setupWithCookies([`vt_vid=${SERVER_CODE}`]);
    const before = reads();
    tracker.start(); // both cookies, STATICDATA and PAGE
    tracker.trackConversion(7);
    tracker.trackConversion(8);
    // One read at the start, one after the page's first write (which domain kept the cookie:
    // shop.example here, the widest the browser takes).
    expect(reads() - before).toBe(2);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain(';domain=shop.example');
    // A later task reads again (another tab may have moved the visit on); the same visit, within
    // the activity interval, writes nothing.
    await Promise.resolve();
    tracker.trackConversion(9);
    expect(reads() - before).toBe(3);
    expect(writes).toHaveLength(1);
  });

  it("wins over a different code in the tag's own cookie, and the visit count goes on", () => {
    const earlier = { visitorCode: 'old-random-code', visitNumber: 4, lastActivity: NOW - 3_600_000 };
    const { tracker, delivery, cookie } = setupWithCookies([`vt_vid=${SERVER_CODE}`], undefined, earlier);
    tracker.start();
    expect(delivery.events[0]).toMatchObject({ eventType: 'STATICDATA', visitorCode: SERVER_CODE, visitNumber: 5 });
    expect(cookie('visitTag')).toBe(`${SERVER_CODE}.5.${NOW.toString(36)}`);
  });

  it("keeps the visitor when Safari has expired the tag's own cookie (the visit count starts again)", () => {
    const { tracker, delivery } = setupWithCookies([`vt_vid=${SERVER_CODE}`]);
    tracker.start();
    expect(delivery.events[0]).toMatchObject({ eventType: 'STATICDATA', visitorCode: SERVER_CODE, visitNumber: 1 });
  });

  it('reads a percent-encoded value (Express and Hono encode cookie values)', () => {
    const { tracker } = setupWithCookies([`vt_vid=${encodeURIComponent('user 42/é')}`]);
    tracker.start();
    expect(tracker.getVisitorCode()).toBe('user 42/é');
  });

  it('keeps a value that is not percent-encoding as it is', () => {
    const { tracker } = setupWithCookies(['vt_vid=100%-sure']);
    tracker.start();
    expect(tracker.getVisitorCode()).toBe('100%-sure');
  });

  it("ignores a value that cannot be a visitor code (over 100 characters) and falls back to the tag's own cookie", () => {
    const own = { visitorCode: 'own-code', visitNumber: 2, lastActivity: NOW - 60_000 };
    const { tracker, cookie, writtenNames } = setupWithCookies([`vt_vid=${'x'.repeat(101)}`], undefined, own);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    tracker.start();
    expect(tracker.getVisitorCode()).toBe('own-code');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('vt_vid is not a visitor code'));
    expect(cookie('vt_vid')).toBe('x'.repeat(101));
    expect(writtenNames()).not.toContain('vt_vid');
    warn.mockRestore();
  });

  it('without the cookie on the page, the tag works as without the option', () => {
    const { tracker, cookie, writtenNames } = setupWithCookies([]);
    tracker.start();
    expect(tracker.getVisitorCode()).toMatch(/^[0-9a-f]{16}$/);
    expect(cookie('visitTag')).toMatch(new RegExp(`^${tracker.getVisitorCode()}\\.1\\.`));
    expect(new Set(writtenNames())).toEqual(new Set(['visitTag']));
  });

  it("setVisitorCode changes the tag's code and cookie, never the server's", () => {
    const { tracker, delivery, cookie, writtenNames } = setupWithCookies([`vt_vid=${SERVER_CODE}`]);
    tracker.start();
    expect(tracker.setVisitorCode('member-42')).toBeUndefined();
    expect(delivery.events.at(-1)).toMatchObject({ eventType: 'STATICDATA', visitorCode: 'member-42' });
    expect(cookie('visitTag')).toMatch(/^member-42\.1\./);
    expect(cookie('vt_vid')).toBe(SERVER_CODE);
    expect(writtenNames()).not.toContain('vt_vid');
  });

  it('a setVisitorCode queued before the start wins over the cookie', () => {
    const { tracker } = setupWithCookies([`vt_vid=${SERVER_CODE}`]);
    tracker.setVisitorCode('member-42');
    tracker.start();
    expect(tracker.getVisitorCode()).toBe('member-42');
  });

  it("consent denied removes the tag's own cookie and leaves the server's alone", () => {
    const { tracker, cookie, writtenNames } = setupWithCookies([`vt_vid=${SERVER_CODE}`]);
    tracker.start();
    tracker.setConsent('denied');
    expect(cookie('visitTag') ?? '').toBe('');
    expect(cookie('vt_vid')).toBe(SERVER_CODE);
    expect(writtenNames()).not.toContain('vt_vid');
  });

  it('the same name as cookieName is refused at start with a clear problem, and nothing is written', () => {
    const { tracker, delivery, writes } = setupWithCookies([`visitTag=${SERVER_CODE}`], { serverVisitorCookie: 'visitTag' });
    expect(tracker.start()).toEqual([
      { field: 'serverVisitorCookie', code: 'enum', message: 'serverVisitorCookie: must differ from cookieName' },
    ]);
    expect(writes).toEqual([]);
    expect(delivery.events).toEqual([]);
  });
});
