/**
 * Wraps a function so that it never throws into its caller (the host page, a CMP, a `dataLayer.push`):
 * an exception is swallowed, and logged in the debug build.
 * @example const onData = quietly('tcf', (data: unknown) => readData(data));
 */
export declare function quietly<Args extends unknown[]>(what: string, fn: (...args: Args) => void): (...args: Args) => void;
