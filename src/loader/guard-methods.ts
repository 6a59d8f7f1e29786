import type { Problem } from '../wire/event-types.js';

/**
 * Wraps every method of a public API object so that the host page never sees an exception: a
 * method that throws returns one problem (`code: 'type'`) instead. With `debug` (debug build),
 * every refusal and every failure is logged with its arguments.
 * @example const tracker = guardMethods({ track }, options); tracker.track(null) // [{ field: '', code: 'type', … }] if track threw
 */
export function guardMethods<T extends object>(api: T, options: { debug?: boolean }): T {
  const methods = api as Record<string, (...args: unknown[]) => unknown>;
  for (const name of Object.keys(methods)) {
    const method = methods[name];
    methods[name] = (...args: unknown[]) => {
      try {
        const result = method(...args);
        // Misuse in debug mode: every refusal of a public call is logged with its problems.
        if (__DEV__ && options.debug && Array.isArray(result) && (result[0] as Problem | undefined)?.code) {
          console.warn(`[visit-tag] ${name} refused`, args, result);
        }
        return result;
      } catch (error) {
        if (__DEV__ && options.debug) console.error(`[visit-tag] ${name} failed`, error);
        return [{ field: '', code: 'type', message: `${name}: ${String(error)}` }];
      }
    };
  }
  return api;
}
