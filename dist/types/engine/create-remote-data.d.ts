import type { TrackerOptions } from '../types/tracker-types.js';
/**
 * What the map holds for a key: a JSON object, or null when nothing is stored or the read failed.
 * @example { plan: 'pro', vip: true }
 */
export type RemoteData = Record<string, unknown> | null;
/**
 * A reader of the service's map: `GET {url}/map/map?siteCode=…&key=…` (both percent-encoded), a
 * simple request without custom headers, so a cross-origin read needs no CORS preflight. Resolves
 * with the stored object; with null when nothing is stored (404), on any other failure and after
 * the timeout. It never rejects. Answers (objects and 404s, not failures) are kept per key for the
 * life of the page unless `remoteDataCache` is false. Options are read on each call.
 * @example const read = createRemoteData({ url: 'https://data.example.com', siteCode: 'abc' }); await read('user-42')
 */
export declare function createRemoteData(options: TrackerOptions): (key: string) => Promise<RemoteData>;
/**
 * The callback form of a remote-data read (`retrieveDataFromRemoteSource`): the callback gets the
 * object or null, once, later; an exception in it stays out of the page's way (logged in the
 * debug build with `debug`).
 * @example whenRemoteData(read, 'user-42', (data) => render(data), options)
 */
export declare function whenRemoteData(read: (key: string) => Promise<RemoteData>, key: string, callback: (data: RemoteData) => void, options: Pick<TrackerOptions, 'debug'>): void;
