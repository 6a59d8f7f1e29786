/** What a request path names: one of the two forwarded endpoints, one of the tag's files, or nothing. */
export type Route = {
    kind: 'events';
} | {
    kind: 'map';
} | {
    kind: 'file';
    name: string;
} | {
    kind: 'none';
};
/**
 * Which route a URL path is, after the mount path: with `basePath` (`'/vt'`) the path must be
 * exactly `/vt/visit/events`, `/vt/map/map` or `/vt/<script file>`; without it, the path's end
 * decides. Nothing else is a route, so the proxy is never an open relay.
 * @example matchRoute('/vt/visit/events', '/vt') // { kind: 'events' }; matchRoute('/vt/visit/other', '/vt') // { kind: 'none' }
 */
export declare function matchRoute(pathname: string, basePath: string | undefined): Route;
