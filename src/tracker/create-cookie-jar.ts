import { readCookie } from './read-cookie.js';

/**
 * One first-party cookie: read, write for a year, remove.
 * @example jar.read() // 'a1b2.3.lmn0p4q8' or undefined
 */
export interface CookieJar {
  read(): string | undefined;
  write(value: string): void;
  remove(): void;
}

const ONE_YEAR_S = 31_536_000;

/**
 * The visitor cookie: `path=/`, `SameSite=Lax` (sent on top-level navigations from other sites,
 * never on their subresources), `max-age` one year, `Secure` when the page is https.
 * @example createCookieJar(document, 'visitTag').write('a1b2.1.lmn0p4q8')
 */
export function createCookieJar(doc: Document, name: string): CookieJar {
  const write = (value: string, maxAge = ONE_YEAR_S) => {
    doc.cookie = `${name}=${value};path=/;max-age=${maxAge};samesite=lax${doc.location.protocol == 'https:' ? ';secure' : ''}`;
  };
  return {
    read: () => readCookie(doc, name),
    write,
    remove: () => write('', 0),
  };
}
