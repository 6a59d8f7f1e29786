/**
 * The value of one cookie in a `document.cookie` string, as the browser keeps it (not decoded), or
 * undefined. Taking the string lets one read of `document.cookie` (in Chromium a round trip to
 * the browser, 1–5 ms the first time) serve every cookie the tag looks at.
 * @example readCookie('a=1; visitTag=a1b2.3.lmn0p4q8', 'visitTag') // 'a1b2.3.lmn0p4q8'
 */
export declare function readCookie(cookies: string, name: string): string | undefined;
