/**
 * Wraps a function so that it never throws into its caller (the host page, a CMP, a `dataLayer.push`):
 * an exception is swallowed, and logged in the debug build.
 * @example const onData = quietly('tcf', (data: unknown) => readData(data));
 */
export function quietly<Args extends unknown[]>(what: string, fn: (...args: Args) => void): (...args: Args) => void {
  return (...args) => {
    try {
      fn(...args);
    } catch (error) {
      if (__DEV__) console.error(`[visit-tag ${what}] failed`, error);
    }
  };
}
