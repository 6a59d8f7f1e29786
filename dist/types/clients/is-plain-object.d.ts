/**
 * Whether a value is a plain object (a `{}` literal or `Object.create(null)`), not an array, a
 * Date, a class instance or null: the only shape the map accepts as a record.
 * @example isPlainObject({ a: 1 }) // true; isPlainObject([1]) // false
 */
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
