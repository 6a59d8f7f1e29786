/** A request's query read from its raw text, or the reason it cannot be read. */
export type QueryResult = { params: Map<string, string> } | { error: string };

/**
 * Reads a raw query string (`a=1&b=%20`) strictly: broken percent-encoding and a name given twice
 * with different values are errors, which `URLSearchParams` would silently repair. Unknown names
 * are kept (real clients add their own), `+` means a space as in HTML forms.
 * @example readQuery('siteCode=demo&json=true') // { params: Map { 'siteCode' => 'demo', 'json' => 'true' } }
 */
export function readQuery(raw: string): QueryResult {
  const params = new Map<string, string>();
  for (const pair of raw.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const name = decode(at < 0 ? pair : pair.slice(0, at));
    const value = decode(at < 0 ? '' : pair.slice(at + 1));
    if (name === undefined || value === undefined) {
      return { error: `broken percent-encoding in the query: ${JSON.stringify(pair.slice(0, 80))}` };
    }
    const seen = params.get(name);
    if (seen !== undefined && seen !== value) return { error: `${name} is given twice with different values` };
    params.set(name, value);
  }
  return { params };
}

/**
 * The query part of a request target (`/path?query`), without the `?`.
 * @example rawQueryOf('/visit/events?siteCode=demo') // 'siteCode=demo'
 */
export function rawQueryOf(target: string): string {
  const at = target.indexOf('?');
  return at < 0 ? '' : target.slice(at + 1);
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}
