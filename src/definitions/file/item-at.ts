import { isPlainObject } from '../../clients/is-plain-object.js';
import { ownField } from './check-fields.js';

/**
 * Where an item of a definitions list is named in a problem: by its id when it has one
 * (`goals[id=10042]`), so a site finds it in its back office, else by its place (`goals[3]`).
 * @example itemAt('goals', { id: 10042 }, 3) // 'goals[id=10042]'
 * @example itemAt('goals', null, 3) // 'goals[3]'
 */
export function itemAt(name: string, item: unknown, i: number): string {
  const id = isPlainObject(item) ? ownField(item, 'id') : undefined;
  return typeof id === 'number' || typeof id === 'string' ? `${name}[id=${id}]` : `${name}[${i}]`;
}
