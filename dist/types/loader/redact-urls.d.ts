/**
 * Cleans the event's addresses (`href`, `canonicalHref`, `referrerHref`): the link parameter
 * (`linkDomains`) is removed, so no stored event ever carries it, and the values of the query
 * parameters named in `names` (compared without case) become `REDACTED`. A query inside the
 * fragment (a hash router's `#/reset?token=…`) counts too; every other byte stays as it was.
 * `names` is a list, or one string of names separated by commas (`data-redact-query="email,token"`).
 * @example redactUrls({ href: 'https://a.example/reset?token=abc&lang=en' }, ['token']) // href: 'https://a.example/reset?token=REDACTED&lang=en'
 */
export declare function redactUrls(event: Record<string, unknown>, names: string[] | string | undefined): void;
