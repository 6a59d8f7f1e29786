import { redactUrls } from './redact-urls.js';

/**
 * The page as a view settled: what a PAGE event is made of, read at that moment, its addresses
 * already redacted (`redactQuery`, the link parameter), so nothing unredacted is ever stored.
 * @example { href: 'https://shop.example/cart', title: 'Cart', referrerHref: 'https://shop.example/' }
 */
export interface ViewContext {
  href: string;
  title: string;
  canonicalHref?: string;
  referrerHref: string;
}

/**
 * Reads the view of the document now: its URL, `<link rel=canonical>`, title and the given
 * referrer (the document's referrer for the first view, the previous view's URL after), with the
 * addresses redacted.
 * @example captureView(document, document.referrer, 'token') // { href: 'https://a.example/?token=REDACTED', title: 'A', referrerHref: '' }
 */
export function captureView(doc: Document, referrer: string, redactQuery?: string[] | string): ViewContext {
  const view: ViewContext = {
    href: doc.URL,
    title: doc.title,
    canonicalHref: doc.querySelector<HTMLLinkElement>('link[rel=canonical]')?.href,
    referrerHref: referrer,
  };
  redactUrls(view as unknown as Record<string, unknown>, redactQuery);
  return view;
}
