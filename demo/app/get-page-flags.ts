/**
 * The demo page's switches, read from its query string: `site` (site code, default `demo`),
 * `gpc=1` (a browser sending Global Privacy Control), `consent=required` (the tag waits for
 * consent), `debug=1`. The same flags are read by the install snippet in index.html.
 * @example getPageFlags('?site=qa&gpc=1') // { siteCode: 'qa', gpc: true, requireConsent: false, debug: false }
 */
export function getPageFlags(search: string = location.search): {
  siteCode: string;
  gpc: boolean;
  requireConsent: boolean;
  debug: boolean;
} {
  const query = new URLSearchParams(search);
  return {
    siteCode: query.get('site') || 'demo',
    gpc: query.get('gpc') === '1',
    requireConsent: query.get('consent') === 'required',
    debug: query.get('debug') === '1',
  };
}
