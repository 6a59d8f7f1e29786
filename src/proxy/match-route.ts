import { isScriptFile } from './is-script-file.js';

/** What a request path names: one of the two forwarded endpoints, one of the tag's files, or nothing. */
export type Route = { kind: 'events' } | { kind: 'map' } | { kind: 'file'; name: string } | { kind: 'none' };

const ENDPOINTS = { '/visit/events': 'events', '/map/map': 'map' } as const;

/**
 * Which route a URL path is, after the mount path: with `basePath` (`'/vt'`) the path must be
 * exactly `/vt/visit/events`, `/vt/map/map` or `/vt/<script file>`; without it, the path's end
 * decides. Nothing else is a route, so the proxy is never an open relay.
 * @example matchRoute('/vt/visit/events', '/vt') // { kind: 'events' }; matchRoute('/vt/visit/other', '/vt') // { kind: 'none' }
 */
export function matchRoute(pathname: string, basePath: string | undefined): Route {
  const base = basePath === undefined ? undefined : basePath.replace(/\/+$/, '');
  let rest = pathname;
  if (base !== undefined) {
    if (!pathname.startsWith(`${base}/`)) return { kind: 'none' };
    rest = pathname.slice(base.length);
  }
  for (const [suffix, kind] of Object.entries(ENDPOINTS)) {
    if (base === undefined ? rest.endsWith(suffix) : rest === suffix) return { kind };
  }
  const slash = rest.lastIndexOf('/');
  const name = rest.slice(slash + 1);
  if ((base === undefined || slash === 0) && isScriptFile(name)) return { kind: 'file', name };
  return { kind: 'none' };
}
