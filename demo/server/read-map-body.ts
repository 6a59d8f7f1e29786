/** Deepest nesting a map body may have (objects and arrays), counting the outer object as 1. */
export const MAX_MAP_DEPTH = 32;

/** The entries of a `POST /map/maps` body, or the reason it is refused. */
export type MapBodyResult = { entries: Array<[string, Record<string, unknown>]> } | { error: string };

/**
 * Checks a map body: a JSON object of user key to a JSON object of user data (nested objects,
 * arrays and Booleans allowed). Nesting is measured on the text before parsing, so a hostile body
 * cannot exhaust the stack; `__proto__` keys stay plain own properties (JSON.parse defines them,
 * and the store keeps records in a Map, never merging them into objects).
 * @example readMapBody('{"u1":{"plan":"pro","vip":true}}') // { entries: [['u1', { plan: 'pro', vip: true }]] }
 */
export function readMapBody(text: string): MapBodyResult {
  const depth = measureDepth(text);
  if (depth > MAX_MAP_DEPTH) return { error: `the body is nested ${depth} levels deep, at most ${MAX_MAP_DEPTH} allowed` };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    return { error: `the body is not JSON: ${(error as Error).message}` };
  }
  if (!isPlainObject(body)) return { error: `the body must be a JSON object of key to data object, got ${describe(body)}` };
  const entries: Array<[string, Record<string, unknown>]> = [];
  for (const key of Object.keys(body)) {
    const value = body[key];
    if (key === '') return { error: 'a key must not be empty' };
    if (!isPlainObject(value))
      return { error: `the data of key ${JSON.stringify(key.slice(0, 100))} must be a JSON object, got ${describe(value)}` };
    entries.push([key, value]);
  }
  if (!entries.length) return { error: 'the body holds no key' };
  return { entries };
}

/**
 * Deepest bracket nesting of a JSON text, brackets inside strings ignored.
 * @example measureDepth('{"a":[1,{"b":"]]]"}]}') // 3
 */
export function measureDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === 34 /* " */) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92 /* \ */) i++;
    } else if (char === 123 || char === 91 /* { [ */) deepest = Math.max(deepest, ++depth);
    else if (char === 125 || char === 93 /* } ] */) depth--;
  }
  return deepest;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const describe = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);
