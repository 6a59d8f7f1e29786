/**
 * Replaces the values of the named query parameters (names compared without case) in the event's
 * addresses: `href`, `canonicalHref` and `referrerHref`, with `REDACTED`. A query inside the
 * fragment (a hash router's `#/reset?token=…`) counts too; every other byte stays as it was.
 * `names` is a list, or one string of names separated by commas (`data-redact-query="email,token"`).
 * @example redactUrls({ href: 'https://a.example/reset?token=abc&lang=en' }, ['token']) // href: 'https://a.example/reset?token=REDACTED&lang=en'
 */
export declare function redactUrls(event: Record<string, unknown>, names: string[] | string | undefined): void;
