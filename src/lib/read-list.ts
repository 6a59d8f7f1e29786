/**
 * A list option as names: a list, or one string of names separated by commas (a `data-*`
 * attribute such as `data-link-domains="pay-shop.example,other.example"`), each trimmed and in
 * lower case, empty ones left out.
 * @example readList(' Email,token ') // ['email', 'token']
 */
export function readList(names: string[] | string | undefined): string[] {
  return (typeof names == 'string' ? names.split(',') : (names ?? [])).map((name) => name.trim().toLowerCase()).filter(Boolean);
}
