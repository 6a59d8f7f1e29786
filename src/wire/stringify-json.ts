/**
 * `JSON.stringify` for a value the tag built (a metadata object, a count map, an int32 list, the
 * records it keeps in Web Storage), the same on every page. `JSON.stringify` calls any `toJSON` it
 * finds, and a page's scripts may have put one on `Array.prototype` (Prototype.js does, returning
 * a string: `["a"]` became `"[\"a\"]"`). The replacer runs after `toJSON` and is called with the
 * holder as `this`: it hands back the value as the holder has it, so no `toJSON` counts, at any
 * depth. Inherited properties never count in `JSON.stringify` (own enumerable keys, array
 * indices). A Date would lose its ISO form; the tag writes none.
 * @example stringifyJson({ 1: ['a', 'b'] }) // '{"1":["a","b"]}', whatever Array.prototype.toJSON does
 */
export const stringifyJson = (value: unknown): string =>
  JSON.stringify(value, function (this: Record<string, unknown>, key: string) {
    return this[key];
  });
