/**
 * The `Domain` attributes to try for the tag's cookie, widest first, ending with `''` (no
 * attribute: a host-only cookie). `'auto'` (the default) tries every parent domain of the page's
 * host of at least two labels, then the host itself: the browser refuses a public suffix
 * (`co.uk`, `github.io`) from its own list, so the first one it keeps is the registrable domain
 * and no suffix list ships. Never wider than the host; an IP address, `localhost` or any one-label
 * host gets a host-only cookie. `'none'` keeps the cookie host-only; a domain name is tried as
 * given (a leading dot ignored), then host-only if the browser refuses it (not the page's domain).
 * @example cookieDomains('www.shop.example', 'auto') // ['shop.example', 'www.shop.example', '']
 */
export declare function cookieDomains(host: string, setting?: string): string[];
