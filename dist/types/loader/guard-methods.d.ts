/**
 * Wraps every method of a public API object so that the host page never sees an exception: a
 * method that throws returns one problem (`code: 'type'`) instead. With `debug` (debug build),
 * every refusal and every failure is logged with its arguments.
 * @example const tracker = guardMethods({ track }, options); tracker.track(null) // [{ field: '', code: 'type', … }] if track threw
 */
export declare function guardMethods<T extends object>(api: T, options: {
    debug?: boolean;
}): T;
