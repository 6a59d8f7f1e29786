/**
 * One of the proxy's own answers: a status with a JSON body `{ error, reason }` (the stand-in's
 * and the service's shape), never cached.
 * @example proxyError(404, 'not-found', 'the proxy forwards only POST …/visit/events and GET …/map/map')
 */
export declare function proxyError(status: number, error: string, reason: string, headers?: Record<string, string>): Response;
