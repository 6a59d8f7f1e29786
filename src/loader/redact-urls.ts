import { removeLinkParameter } from '../identity/link-parameter.js';
import { readList } from '../lib/read-list.js';

/** The fields of an event that hold an address a visitor saw (PAGE). */
const URL_FIELDS = ['href', 'canonicalHref', 'referrerHref'];

/**
 * Cleans the event's addresses (`href`, `canonicalHref`, `referrerHref`): the link parameter
 * (`linkDomains`) is removed, so no stored event ever carries it, and the values of the query
 * parameters named in `names` (compared without case) become `REDACTED`. A query inside the
 * fragment (a hash router's `#/reset?token=…`) counts too; every other byte stays as it was.
 * `names` is a list, or one string of names separated by commas (`data-redact-query="email,token"`).
 * @example redactUrls({ href: 'https://a.example/reset?token=abc&lang=en' }, ['token']) // href: 'https://a.example/reset?token=REDACTED&lang=en'
 */
export function redactUrls(event: Record<string, unknown>, names: string[] | string | undefined): void {
  const redacted = readList(names);
  for (const field of URL_FIELDS) {
    const url = event[field];
    if (typeof url != 'string') continue;
    event[field] = removeLinkParameter(url).replace(/([?&])([^=&#]*)=[^&#]*/g, (pair, separator: string, name: string) =>
      redacted.includes(name.toLowerCase()) ? `${separator}${name}=REDACTED` : pair,
    );
  }
}
