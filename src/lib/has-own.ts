/**
 * Whether `key` is the object's own property, not an inherited one (`toString`, `__proto__`):
 * `Object.hasOwn` for engines before it (Safari 15.4). The one own-property check of the tag, the
 * clients and the stand-in server, so that a name from the wire or a caller never finds a method.
 * @example hasOwn({ a: 1 }, 'a') // true
 * @example hasOwn({ a: 1 }, 'toString') // false
 */
export const hasOwn = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);
