import { tryOr } from '../lib/try-or.js';
import { cookieDomains } from './cookie-domains.js';
import { readCookies } from './read-cookie.js';
import { parseVisitState } from './visit-state.js';

/**
 * The visitor cookie: read, write for a year on the widest domain the browser accepts, remove.
 * @example jar.read() // 'a1b2.3.lmn0p4q8' or undefined
 */
export interface CookieJar {
  /**
   * Its value in `cookies`, or in `document.cookie`: read once per task (the value cannot change
   * under a running task but by this jar's own writes, and in Chromium each read is a round trip
   * to the browser, 1–5 ms the first time). When the browser holds more than one (a host-only
   * cookie from before and one on the parent domain), the most recently active visit.
   */
  read: (cookies?: string) => string | undefined;
  /** Writes it, unless the value is the one it already has (last read or written). */
  write: (value: string) => void;
  /** Removes it from every domain it may be on (deletions only: nothing new is written). */
  remove: () => void;
  /** `document.cookie`, or '' where reading it throws (a sandboxed frame: SecurityError). */
  all: () => string;
  /** The domain it is written on (`''`: host-only), or undefined before this page first wrote it. */
  domain: () => string | undefined;
}

const ONE_YEAR_S = 31_536_000;

/** The value with the latest activity (an unreadable value counts as the oldest). */
const latest = (values: string[]) => {
  const activity = (value: string) => parseVisitState(value)?.lastActivity ?? -1;
  return values.reduce((best, value) => (activity(value) > activity(best) ? value : best), values[0]);
};

/**
 * The visitor cookie: `path=/`, `SameSite=Lax` (sent on top-level navigations from other sites,
 * never on their subresources), `max-age` one year, `Secure` when the page is https, on the domain
 * `cookieDomain` gives ({@link cookieDomains}: `'auto'` by default). The first write of a page
 * finds that domain by trying each, widest first, and reading back what the browser kept, after
 * removing a host-only cookie of the same name: a visitor moves to the wider cookie with their
 * code and visit, and one cookie remains. Where the page may not use cookies it reads nothing and
 * writes nothing, and never throws: a sandboxed frame throws SecurityError on `document.cookie`; a
 * frame whose third-party cookies are blocked (Chromium, Firefox) reads '' and its writes are ignored.
 * @example createCookieJar(document, 'visitTag', 'auto').write('a1b2.1.lmn0p4q8')
 */
export function createCookieJar(doc: Document, name: string, cookieDomain?: string): CookieJar {
  let known: string | undefined; // the value last read or written
  let isKnownThisTask = false;
  let domain: string | undefined;
  const remember = (value: string | undefined) => {
    known = value;
    if (!isKnownThisTask) {
      isKnownThisTask = true;
      queueMicrotask(() => (isKnownThisTask = false));
    }
    return value;
  };
  const set = (value: string, maxAge: number, at: string) => {
    try {
      doc.cookie = `${name}=${value};path=/;max-age=${maxAge};samesite=lax${at && ';domain=' + at}${doc.location.protocol === 'https:' ? ';secure' : ''}`;
    } catch {
      // cookies refused: nothing written
    }
  };
  const all = () => tryOr(() => doc.cookie, '');
  const candidates = () => cookieDomains(doc.location.hostname, cookieDomain);
  const findDomain = (value: string) => {
    // A visitor with a cookie may have a host-only one (an earlier tag's, or `cookieDomain: 'none'`).
    if (known) set('', 0, '');
    for (const at of candidates()) {
      set(value, ONE_YEAR_S, at);
      // A refused write leaves nothing; the value (its time in ms) is this write's own.
      if (readCookies(all(), name).includes(value)) {
        if (__DEV__ && at !== cookieDomain?.replace(/^\./, '') && !/^(auto|none)?$/.test(cookieDomain ?? '')) {
          console.warn(`[visit-tag] cookieDomain ${cookieDomain} refused by the browser (not this page's domain); the cookie is host-only`);
        }
        return at;
      }
    }
    return ''; // cookies are off: nothing was kept anywhere
  };
  return {
    all,
    read: (cookies) => (cookies == null && isKnownThisTask ? known : remember(latest(readCookies(cookies ?? all(), name)))),
    write: (value) => {
      if (domain != null && value === known) return;
      if (domain == null) domain = findDomain(value);
      else set(value, ONE_YEAR_S, domain);
      remember(value);
    },
    remove: () => {
      remember('');
      for (const at of candidates()) set('', 0, at);
    },
    domain: () => domain,
  };
}
