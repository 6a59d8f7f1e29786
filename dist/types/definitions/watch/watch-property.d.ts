/**
 * Watches assignments to one property of an object (the page's `window.tc_vars`, or a variable in
 * it) with an accessor that behaves for the page as the plain data property did: reads give the
 * last value written, writes are kept, and `onSet` hears each write after it is kept. A property
 * that did not exist stays out of `Object.keys` until it is first written. Returns the function
 * that puts back a plain data property holding the current value (or removes the property if it
 * never existed and was never written); `undefined` when the property cannot be watched
 * (non-configurable, read-only, already an accessor, or a non-extensible object).
 * @example const restore = watchProperty(window.tc_vars, 'page_plan', (value) => send(value)); // later: restore?.()
 */
export declare function watchProperty(target: object, name: string, onSet: (value: unknown) => void): (() => void) | undefined;
