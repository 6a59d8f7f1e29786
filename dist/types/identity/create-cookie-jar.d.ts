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
export declare function createCookieJar(doc: Document, name: string, cookieDomain?: string): CookieJar;
