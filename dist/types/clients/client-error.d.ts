/**
 * Why a client call failed: `invalid-request` before anything was sent (the input broke the
 * spec), `http` when the service answered outside 2xx, `network` when no answer came, and
 * `invalid-response` when a 2xx answer was not the JSON the spec promises.
 * @example if (isClientError(e) && e.kind === 'network') retryLater();
 */
export type ClientErrorKind = 'invalid-request' | 'http' | 'network' | 'invalid-response';
/**
 * The one error type the goals and map clients throw. `status`, `error` and `reason` come from the
 * service's answer (`{ "error": "...", "reason": "..." }`); `problems` lists what client-side
 * validation found.
 * @example
 * try { await searchGoals({ filter }, { baseUrl }); }
 * catch (e) { if (isClientError(e) && e.status === 400) console.log(e.reason); }
 */
export interface ClientError extends Error {
    name: 'ClientError';
    kind: ClientErrorKind;
    status?: number;
    error?: string;
    reason?: string;
    problems?: string[];
    url?: string;
    /** The answer's body, parsed when it was JSON, as text otherwise. */
    body?: unknown;
}
/**
 * Builds a ClientError (a plain Error with extra fields: no class, so it survives bundling and
 * `structuredClone` alike).
 * @example throw createClientError('http', 'POST /goals/search answered 400', { status: 400, reason: 'unknown field' });
 */
export declare function createClientError(kind: ClientErrorKind, message: string, details?: Partial<Omit<ClientError, 'name' | 'kind' | 'message'>>): ClientError;
/**
 * Narrows an unknown thrown value to a ClientError.
 * @example if (isClientError(e)) console.log(e.kind, e.status, e.reason);
 */
export declare function isClientError(value: unknown): value is ClientError;
