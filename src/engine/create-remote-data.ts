import type { TrackerOptions } from '../types/tracker-types.js';
import { isPlainObject } from '../wire/validate-event.js';
import { siteUrl } from '../wire/site-url.js';

/**
 * What the map holds for a key: a JSON object, or null when nothing is stored or the read failed.
 * @example { plan: 'pro', vip: true }
 */
export type RemoteData = Record<string, unknown> | null;

const DEFAULT_TIMEOUT_MS = 5000;

/**
 * A reader of the service's map: `GET {url}/map/map?siteCode=…&key=…` (both percent-encoded), a
 * simple request without custom headers, so a cross-origin read needs no CORS preflight. Resolves
 * with the stored object; with null when nothing is stored (404), on any other failure and after
 * the timeout. It never rejects. Answers (objects and 404s, not failures) are kept per key for the
 * life of the page unless `remoteDataCache` is false. Options are read on each call.
 * @example const read = createRemoteData({ url: 'https://data.example.com', siteCode: 'abc' }); await read('user-42')
 */
export function createRemoteData(options: TrackerOptions): (key: string) => Promise<RemoteData> {
  const cache = new Map<string, Promise<RemoteData>>();
  return (key) => {
    let answer = options.remoteDataCache !== false ? cache.get(key) : undefined;
    if (answer) return answer;
    // Inside the chain, so even a throw (a key with a lone surrogate cannot be percent-encoded)
    // ends in null. AbortSignal.timeout: Chrome 103, Firefox 100, Safari 16; older browsers
    // wait for the network.
    answer = Promise.resolve()
      .then(() =>
        (options.fetch ?? fetch)(`${siteUrl(options.url!, 'map/map', options.siteCode!)}&key=${encodeURIComponent(key)}`, {
          signal: AbortSignal.timeout?.(options.remoteDataTimeoutMs ?? DEFAULT_TIMEOUT_MS),
        }),
      )
      .then((response) =>
        response.ok ? response.json() : response.status === 404 ? null : Promise.reject(new Error(`status ${response.status}`)),
      )
      .then(
        (data) => (isPlainObject(data) ? data : null),
        () => {
          cache.delete(key); // a failure is not an answer: the next call asks again
          return null;
        },
      );
    cache.set(key, answer);
    return answer;
  };
}

/**
 * The callback form of a remote-data read (`retrieveDataFromRemoteSource`): the callback gets the
 * object or null, once, later; an exception in it stays out of the page's way (logged in the
 * debug build with `debug`).
 * @example whenRemoteData(read, 'user-42', (data) => render(data), options)
 */
export function whenRemoteData(
  read: (key: string) => Promise<RemoteData>,
  key: string,
  callback: (data: RemoteData) => void,
  options: Pick<TrackerOptions, 'debug'>,
): void {
  void read(key).then((data) => {
    try {
      callback(data);
    } catch (error) {
      if (__DEV__ && options.debug) console.error('[visit-tag] remote data callback failed', error);
    }
  });
}
