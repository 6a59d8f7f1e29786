import type { ClientOptions } from './clients/client-options.js';
import type { JsonObject } from './clients/json-value.js';
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
export declare function storeMapData(records: Record<string, JsonObject>, options: MapOptions): Promise<void>;
/**
 * Reads what is stored for one key with `GET {dataUrl}/map/map?siteCode=&key=` (the key
 * percent-encoded, so `/`, spaces, `&` and non-ASCII are safe). Resolves with the stored object,
 * or `undefined` when nothing is stored for the key (the service's 404 `not-found`).
 * @example
 * const data = await getMapData('user/42', { dataUrl: 'http://127.0.0.1:8787', siteCode: 'demo' });
 * // { plan: 'pro', beta: true }
 */
export declare function getMapData<T extends JsonObject = JsonObject>(key: string, options: MapOptions): Promise<T | undefined>;
