import { buildHeaders } from './build-headers.js';
import type { ClientOptions } from './client-options.js';
import { createClientError } from './client-error.js';

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
export async function sendRequest(
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  options: ClientOptions,
  accept: number[] = [],
): Promise<Answer> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const hasBody = body !== undefined;
  const init: RequestInit = {
    method,
    headers: buildHeaders(options, hasBody),
    body: hasBody ? JSON.stringify(body) : undefined,
    signal: options.signal,
  };
  let response: Response;
  try {
    response = await doFetch(url, init);
  } catch (cause) {
    throw createClientError('network', `${method} ${url} failed: ${(cause as Error)?.message ?? cause}`, { url, cause });
  }
  const text = await response.text();
  const data = parseBody(text);
  if (response.ok || (accept.includes(response.status) && data !== INVALID)) {
    if (data === INVALID)
      throw createClientError('invalid-response', `${method} ${url} answered ${response.status} with a body that is not JSON`, {
        url,
        status: response.status,
        body: text,
      });
    return { status: response.status, data };
  }
  const json = data !== INVALID && data && typeof data === 'object' ? (data as { error?: unknown; reason?: unknown }) : {};
  const error = typeof json.error === 'string' ? json.error : undefined;
  const reason = typeof json.reason === 'string' ? json.reason : undefined;
  const detail = [error, reason].filter(Boolean).join(': ') || response.statusText;
  throw createClientError('http', `${method} ${new URL(url).pathname} answered ${response.status}${detail ? `: ${detail}` : ''}`, {
    url,
    status: response.status,
    error,
    reason,
    body: data === INVALID ? text : data,
  });
}

const INVALID = Symbol('invalid');

// An empty body is a valid "no content" answer (the map store's success has none).
function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return INVALID;
  }
}
