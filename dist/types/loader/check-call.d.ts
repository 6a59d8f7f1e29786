import type { Problem } from '../wire/event-types.js';
/**
 * The loader's cheap check of a track call, before the engine is there: the method is known and
 * each argument has its basic form ({@link TRACK_METHODS}). The first argument that has not gives
 * one problem; the engine checks the whole contract later.
 * @example checkCall('trackConversion', ['12']) // undefined
 * @example checkCall('trackConversion', ['twelve']) // [{ field: 'trackConversion', code: 'type', message: 'trackConversion: argument 1 …' }]
 */
export declare function checkCall(method: string, args: unknown[]): Problem[] | undefined;
