import { readCookie } from './read-cookie.js';

/**
 * One first-party cookie: read, write for a year, remove.
 * @example jar.read() // 'a1b2.3.lmn0p4q8' or undefined
 */
export interface CookieJar {
  /**
   * Its value in `cookies`, or in `document.cookie`: read once per task (the value cannot change
   * under a running task but by this jar's own writes, and in Chromium each read is a round trip
   * to the browser, 1–5 ms the first time).
   */
  read: (cookies?: string) => string | undefined;
  /** Writes it, unless the value is the one it already has (last read or written). */
  write: (value: string) => void;
  remove: () => void;
  /** `document.cookie`, or '' where reading it throws (a sandboxed frame: SecurityError). */
  all: () => string;
}

const ONE_YEAR_S = 31_536_000;

/**
 * The visitor cookie: `path=/`, `SameSite=Lax` (sent on top-level navigations from other sites,
 * never on their subresources), `max-age` one year, `Secure` when the page is https. Where the
 * page may not use cookies it reads nothing and writes nothing, and never throws: a sandboxed
 * frame throws SecurityError on `document.cookie`; a frame whose third-party cookies are blocked
 * (Chromium, Firefox) reads '' and its writes are ignored.
 * @example createCookieJar(document, 'visitTag').write('a1b2.1.lmn0p4q8')
 */
export function createCookieJar(doc: Document, name: string): CookieJar {
  let known: string | undefined; // the value last read or written
  let isKnownThisTask = false;
  const remember = (value: string | undefined) => {
    known = value;
    if (!isKnownThisTask) {
      isKnownThisTask = true;
      queueMicrotask(() => (isKnownThisTask = false));
    }
    return value;
  };
  const set = (value: string, maxAge: number) => {
    remember(value);
    try {
      doc.cookie = `${name}=${value};path=/;max-age=${maxAge};samesite=lax${doc.location.protocol == 'https:' ? ';secure' : ''}`;
    } catch {
      // cookies refused: nothing written
    }
  };
  const all = () => {
    try {
      return doc.cookie;
    } catch {
      return '';
    }
  };
  return {
    all,
    read: (cookies) => (cookies == undefined && isKnownThisTask ? known : remember(readCookie(cookies ?? all(), name))),
    write: (value) => {
      if (value != known) set(value, ONE_YEAR_S);
    },
    remove: () => set('', 0),
  };
}
