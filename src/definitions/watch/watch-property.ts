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
export function watchProperty(target: object, name: string, onSet: (value: unknown) => void): (() => void) | undefined {
  let descriptor: PropertyDescriptor | undefined;
  try {
    descriptor = Object.getOwnPropertyDescriptor(target, name);
    if (descriptor ? !descriptor.configurable || !descriptor.writable || !('value' in descriptor) : !Object.isExtensible(target)) {
      return undefined;
    }
  } catch {
    return undefined;
  }
  const existed = descriptor !== undefined;
  let value: unknown = descriptor?.value;
  let isEnumerable = descriptor ? descriptor.enumerable === true : false;
  let isWritten = false;
  const get = () => value;
  const set = (next: unknown) => {
    value = next;
    isWritten = true;
    if (!isEnumerable) {
      isEnumerable = true;
      Object.defineProperty(target, name, { get, set, enumerable: true, configurable: true });
    }
    try {
      onSet(next);
    } catch {
      // the page's assignment has been kept; a watcher's fault is not the page's
    }
  };
  try {
    Object.defineProperty(target, name, { get, set, enumerable: isEnumerable, configurable: true });
  } catch {
    return undefined;
  }
  return () => {
    if (Object.getOwnPropertyDescriptor(target, name)?.get !== get) return;
    if (!existed && !isWritten) delete (target as Record<string, unknown>)[name];
    else Object.defineProperty(target, name, { value, writable: true, enumerable: isEnumerable, configurable: true });
  };
}
