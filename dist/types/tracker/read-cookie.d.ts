/**
 * The value of one cookie the page can read, as the browser stores it (not decoded), or undefined.
 * @example readCookie(document, 'visitTag') // 'a1b2.3.lmn0p4q8'
 */
export declare function readCookie(doc: Document, name: string): string | undefined;
