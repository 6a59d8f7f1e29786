import type { Goal } from '../../src/clients/goal-search-types.js';
import { h } from './h.js';

/**
 * One row of the goal picker: name, id, type and status, with "use" (put the goal in the
 * conversion form) and "convert" (track a conversion now) buttons.
 * @example list.append(goalItem(goal, () => pick(goal.id), () => convert(goal.id)));
 */
export function goalItem(goal: Goal, onUse: () => void, onConvert: () => void): HTMLElement {
  return h(
    'li',
    { 'data-goal-id': String(goal.id) },
    h('span', {}, h('b', {}, goal.name), ' ', h('span', { class: 'meta' }, `#${goal.id} · ${goal.type} · ${goal.status}`)),
    h(
      'span',
      { class: 'row' },
      h('button', { type: 'button', class: 'goal-use', onclick: onUse }, 'use'),
      h('button', { type: 'button', class: 'goal-convert', onclick: onConvert }, 'convert'),
    ),
  );
}
