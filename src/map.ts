// The `visit-tag/map` entry: store and read per-user data in the service's external data map.
// Runs in Node 20 and in browsers; not part of the script-tag bundle.
import { buildUrl } from './clients/build-url.js';
import type { ClientOptions } from './clients/client-options.js';
import { createClientError } from './clients/client-error.js';
import type { JsonObject } from './clients/json-value.js';
import { sendRequest } from './clients/send-request.js';
import { validateMapRecords } from './clients/validate-map-records.js';
import { validateSiteCode } from './clients/validate-site-code.js';

export { isClientError } from './clients/client-error.js';
export type { ClientError, ClientErrorKind } from './clients/client-error.js';
export type { ClientOptions } from './clients/client-options.js';
export type { JsonObject, JsonValue } from './clients/json-value.js';

/**
 * Where the map lives and how to reach it.
 * @example const options: MapOptions = { dataUrl: 'http://127.0.0.1:8787', siteCode: 'demo' };
 */
export interface MapOptions extends ClientOptions {
  /** The data interface's base address ({data_url} in the spec). */
  dataUrl: string;
  /** The project's site code: letters and digits. */
  siteCode: string;
}

/**
 * Stores user data under each key (a visitor code or an internal user id) with
 * `POST {dataUrl}/map/maps?siteCode=`. Each value must be a plain JSON object; nested objects and
 * Booleans are fine. Resolves when the service has processed the request; throws a ClientError
 * (kind `invalid-request` before sending, `http` with the service's reason otherwise).
 * @example
 * await storeMapData({ 'user/42': { plan: 'pro', beta: true } }, { dataUrl: 'http://127.0.0.1:8787', siteCode: 'demo' });
 */
export async function storeMapData(records: Record<string, JsonObject>, options: MapOptions): Promise<void> {
  const problems = validateMapRecords(records, options.siteCode);
  if (problems.length) throw createClientError('invalid-request', `storeMapData: ${problems.join('; ')}`, { problems });
  await sendRequest('POST', buildUrl(options.dataUrl, '/map/maps', { siteCode: options.siteCode }), records, options);
}

/**
 * Reads what is stored for one key with `GET {dataUrl}/map/map?siteCode=&key=` (the key
 * percent-encoded, so `/`, spaces, `&` and non-ASCII are safe). Resolves with the stored object,
 * or `undefined` when nothing is stored for the key (the service's 404 `not-found`).
 * @example
 * const data = await getMapData('user/42', { dataUrl: 'http://127.0.0.1:8787', siteCode: 'demo' });
 * // { plan: 'pro', beta: true }
 */
export async function getMapData<T extends JsonObject = JsonObject>(key: string, options: MapOptions): Promise<T | undefined> {
  const problems = validateSiteCode(options.siteCode);
  if (typeof key !== 'string' || key === '') problems.push(`key must be a non-empty string, got ${JSON.stringify(key)}`);
  if (problems.length) throw createClientError('invalid-request', `getMapData: ${problems.join('; ')}`, { problems });
  const url = buildUrl(options.dataUrl, '/map/map', { siteCode: options.siteCode, key });
  const { status, data } = await sendRequest('GET', url, undefined, options, [404]);
  if (status !== 404) return data as T;
  // Only the service's own "nothing stored" answer means undefined; a 404 from a wrong dataUrl is an error.
  if ((data as { error?: unknown } | undefined)?.error === 'not-found') return undefined;
  throw createClientError('http', `GET /map/map answered 404 without the service's not-found answer: is dataUrl right?`, {
    url,
    status,
    body: data,
  });
}
