import { createProblem } from '../../wire/create-problem.js';
import type { Problem } from '../../wire/event-types.js';
import type { DefinedItem } from './part-types.js';
import { showValue } from '../file/show-value.js';

const FORMATS: Record<NonNullable<DefinedItem['format']>, { says: string; fits: (value: unknown) => boolean }> = {
  BOOLEAN: {
    says: "true, false, 'true' or 'false'",
    fits: (value) => value === true || value === false || value === 'true' || value === 'false',
  },
  NUMBER: {
    says: 'a finite number or a string of one',
    fits: (value) =>
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))),
  },
  STRING: { says: 'a string (a number or a Boolean is not one: pass String(value))', fits: (value) => typeof value === 'string' },
};
const ANY = { says: 'a string, a number or a Boolean', fits: (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value) };

/**
 * The values that do not fit an item's `format`, one problem each (field `values`, code `type`,
 * naming the item, the format and the value). BOOLEAN takes true, false, 'true' and 'false'; NUMBER
 * a finite number or a numeric string (not NaN, Infinity or ''); STRING only strings. An item
 * without a format takes any string, number or Boolean.
 * @example checkValues({ name: 'Member', index: 1, format: 'BOOLEAN' }, ['yes', true]) // [{ field: 'values', code: 'type', message: 'values: Member (BOOLEAN) must be true, false, …, got "yes"' }]
 */
export function checkValues(item: DefinedItem, values: readonly unknown[]): Problem[] {
  const rule = item.format ? FORMATS[item.format] : ANY;
  const problems: Problem[] = [];
  for (const value of values) {
    if (!rule.fits(value)) {
      problems.push(
        createProblem('values', 'type', `${item.name} (${item.format ?? 'no format'}) must be ${rule.says}, got ${showValue(value)}`),
      );
    }
  }
  return problems;
}
