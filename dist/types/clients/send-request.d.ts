import type { ClientOptions } from './client-options.js';
/**
 * What a 2xx answer held: its status and its body, parsed when it was JSON (undefined when empty).
 * @example const { status, data }: Answer = await sendRequest('GET', url, undefined, {});
 */
export interface Answer {
    status: number;
    data: unknown;
}
/**
 * Sends one request with the client headers and reads the answer. Resolves for 2xx (and for the
 * statuses in `accept`, e.g. 404 for "nothing stored"); throws a ClientError otherwise, carrying
 * the service's JSON `error` and `reason`.
 * @example const { data } = await sendRequest('POST', url, { filter }, { token });
 */
export declare function sendRequest(method: 'GET' | 'POST', url: string, body: unknown, options: ClientOptions, accept?: number[]): Promise<Answer>;
