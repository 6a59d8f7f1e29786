/** The fields of an event that hold an address a visitor saw (PAGE). */
const URL_FIELDS = ['href', 'canonicalHref', 'referrerHref'];

/**
 * Replaces the values of the named query parameters (names compared without case) in the event's
 * addresses: `href`, `canonicalHref` and `referrerHref`, with `REDACTED`. A query inside the
 * fragment (a hash router's `#/reset?token=…`) counts too; every other byte stays as it was.
 * `names` is a list, or one string of names separated by commas (`data-redact-query="email,token"`).
 * @example redactUrls({ href: 'https://a.example/reset?token=abc&lang=en' }, ['token']) // href: 'https://a.example/reset?token=REDACTED&lang=en'
 */
export function redactUrls(event: Record<string, unknown>, names: string[] | string | undefined): void {
  if (!names) return;
  const redacted = (typeof names == 'string' ? names.split(',') : names).map((name) => name.trim().toLowerCase());
  for (const field of URL_FIELDS) {
    const url = event[field];
    if (typeof url != 'string') continue;
    event[field] = url.replace(/([?&])([^=&#]*)=[^&#]*/g, (pair, separator: string, name: string) =>
      redacted.includes(name.toLowerCase()) ? `${separator}${name}=REDACTED` : pair,
    );
  }
}
