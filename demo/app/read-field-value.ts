import type { FieldSpec } from '../../src/wire/event-table.js';

/**
 * Turns a form input's text into the value the tag's `track()` takes for that wire type. Empty
 * means "leave the field out" (undefined). Text that does not parse is passed through as it is,
 * so the tag's own validation refuses it and the page shows why.
 * @example readFieldValue({ type: 'int32[]' }, '1, 2') // [1, 2]
 */
export function readFieldValue(spec: FieldSpec, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  switch (spec.type) {
    case 'int32':
    case 'float64':
      return toNumber(trimmed);
    case 'int64':
      // Ids beyond 2^53 stay exact as decimal strings, which the tag accepts for int64.
      return /^-?\d+$/.test(trimmed) && !Number.isSafeInteger(Number(trimmed)) ? trimmed : toNumber(trimmed);
    case 'boolean':
      return trimmed === 'true' ? true : trimmed === 'false' ? false : trimmed;
    case 'int32[]':
      return trimmed.split(',').map((part) => toNumber(part.trim()));
    case 'metadata':
    case 'countMap':
      try {
        return JSON.parse(trimmed);
      } catch {
        return trimmed;
      }
    default:
      return text;
  }
}

function toNumber(text: string): number | string {
  const value = Number(text);
  return Number.isNaN(value) ? text : value;
}
