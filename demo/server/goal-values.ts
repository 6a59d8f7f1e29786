import type { FieldKind } from './goal-fields.js';

/**
 * A field value in the form comparisons use: dates as epoch milliseconds, the rest as they are.
 * @example toComparable('date', '2024-01-01T00:00:00Z') // 1704067200000
 */
export function toComparable(kind: FieldKind, value: unknown): unknown {
  return kind.startsWith('date') && typeof value === 'string' ? Date.parse(value) : value;
}

/**
 * Orders two comparable values of one kind: numbers and dates numerically, strings by UTF-16 code
 * units (not locale: the same on every machine), false before true.
 * @example compareValues('a', 'b') // -1
 */
export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

/**
 * Turns a LIKE pattern into a test: `%` any run of characters, `_` exactly one character (code
 * point), `\` makes the next character literal; case is ignored (both sides lower-cased).
 * @example compileLike('check%_ut').test('CHECKOUT') // true
 */
export function compileLike(pattern: string): { test(value: string): boolean } {
  let source = '';
  const characters = [...pattern.toLowerCase()];
  for (let i = 0; i < characters.length; i++) {
    const character = characters[i];
    if (character === '\\' && i + 1 < characters.length) source += escape(characters[++i]);
    else if (character === '%') source += '[\\s\\S]*';
    else if (character === '_') source += '[\\s\\S]';
    else source += escape(character);
  }
  const regExp = new RegExp(`^${source}$`, 'u');
  return { test: (value) => regExp.test(value.toLowerCase()) };
}

const escape = (character: string) => character.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
