// What the forwarding tests share (issue 33): the stand-in behind the first-party proxy, its
// onRequest hook recording each request's headers as they arrived upstream, and the headers a
// same-origin page's browser sends with the tag's POST.
import { DESKTOP_CHROME_UA, useProxyBeforeStandIn } from './proxy-helpers.js';

/** What a same-origin page's browser sends with the tag's POST, the site's own credentials included. */
export const SITE_HEADERS = {
  'User-Agent': DESKTOP_CHROME_UA,
  'Content-Type': 'text/plain;charset=UTF-8',
  Cookie: 'session=site-secret; _vt=abc',
  Authorization: 'Basic c2l0ZTpzZWNyZXQ=',
  'Proxy-Authorization': 'Basic cHJveHk6c2VjcmV0',
  Referer: 'https://www.shop.example/checkout?email=ann%40example.com',
  Origin: 'https://www.shop.example',
  'X-Forwarded-For': '198.51.100.66',
};

/**
 * For the calling test file: the stand-in with the proxy in front of it at `/vt`
 * (useProxyBeforeStandIn), `arrived` holding the headers of each request as the stand-in got it.
 * @example const ctx = useForwardingStandIn(); const { arrived } = ctx;
 */
export function useForwardingStandIn() {
  return useProxyBeforeStandIn((request) => request.headers);
}
