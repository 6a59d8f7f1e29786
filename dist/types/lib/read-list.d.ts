/**
 * A list option as names: a list, or one string of names separated by commas (a `data-*`
 * attribute such as `data-link-domains="pay-shop.example,other.example"`), each trimmed and in
 * lower case, empty ones left out.
 * @example readList(' Email,token ') // ['email', 'token']
 */
export declare function readList(names: string[] | string | undefined): string[];
