import { searchGoals } from '../../src/goals.js';
import type { GoalFilter } from '../../src/clients/goal-search-types.js';
import { goalItem } from './goal-item.js';
import { h } from './h.js';
import { replaceChildren } from './replace-children.js';
import { panel } from './panel.js';
import { showResult } from './show-result.js';
import type { VisitTagApi } from './visit-tag-api.js';

const GOAL_TYPES = ['CLICK', 'CUSTOM', 'SCROLL', 'PAGE_VIEWS', 'URL', 'TIME_SPENT', 'RETENTION_RATE', 'WAREHOUSE', 'RATIO_METRICS'];
const PER_PAGE = 10;

/**
 * The "Goals" panel: a goal picker fed by `searchGoals` (visit-tag/goals, `POST /goals/search`):
 * name (LIKE `%text%`), type (IN) and status (EQUAL) filters, most recently modified first, paged. Each goal
 * can be tracked as a conversion right away (`trackConversion`) or put into the event form.
 * @example document.querySelector('main')!.append(mountGoalsPanel(() => window.visitTag, (id) => console.log(id)));
 */
export function mountGoalsPanel(getTag: () => VisitTagApi | undefined, onPick: (goalId: string) => void): HTMLElement {
  const name = h('input', { id: 'goal-name', placeholder: 'part of the name', autocomplete: 'off' });
  const type = h(
    'select',
    { id: 'goal-type' },
    h('option', { value: '' }, 'any type'),
    ...GOAL_TYPES.map((t) => h('option', { value: t }, t)),
  );
  const status = h(
    'select',
    { id: 'goal-status' },
    h('option', { value: 'ACTIVE' }, 'ACTIVE'),
    h('option', { value: 'INACTIVE' }, 'INACTIVE'),
    h('option', { value: '' }, 'any status'),
  );
  const revenue = h('input', { id: 'goal-revenue', value: '25', inputmode: 'decimal' });
  const list = h('ol', { class: 'goals', id: 'goal-list' });
  const output = h('output', { class: 'result', id: 'goal-result' });
  const pageLabel = h('span', { id: 'goal-page' }, '1');
  let page = 1;
  let latest = 0; // the last search asked: an earlier one that answers after it shows nothing
  const search = async (): Promise<void> => {
    const asked = ++latest;
    output.textContent = ''; // now, not when the answer comes: a conversion tracked meanwhile keeps its nonce shown
    const filter: GoalFilter[] = [];
    if (name.value.trim()) filter.push({ field: 'name', operator: 'LIKE', parameters: [`%${name.value.trim()}%`] });
    if (type.value) filter.push({ field: 'type', operator: 'IN', parameters: [type.value] });
    if (status.value) filter.push({ field: 'status', operator: 'EQUAL', parameters: [status.value] });
    try {
      const goals = await searchGoals(
        { filter, page, perPage: PER_PAGE, sort: [{ field: 'dateModified', direction: 'DESC' }] },
        { baseUrl: location.origin },
      );
      if (asked !== latest) return;
      pageLabel.textContent = String(page);
      const convert = (goalId: number) => () =>
        showResult(
          output,
          getTag()?.trackConversion(goalId, { revenue: Number(revenue.value) || undefined }) ?? new Error('the tag has not loaded'),
        );
      replaceChildren(list, ...goals.map((goal) => goalItem(goal, () => onPick(String(goal.id)), convert(goal.id))));
      if (!goals.length) showResult(output, 'no goal matches');
    } catch (error) {
      if (asked === latest) showResult(output, error);
    }
  };
  const move = (step: number) => (): void => {
    page = Math.max(1, page + step);
    void search();
  };
  const form = h(
    'form',
    {
      id: 'goal-form',
      onsubmit: (event) => {
        event.preventDefault();
        page = 1;
        void search();
      },
    },
    h(
      'div',
      { class: 'fields' },
      h('label', { class: 'field' }, h('span', {}, 'Name contains'), name),
      h('label', { class: 'field' }, h('span', {}, 'Type'), type),
      h('label', { class: 'field' }, h('span', {}, 'Status'), status),
      h('label', { class: 'field' }, h('span', {}, 'Revenue'), revenue),
    ),
    h(
      'div',
      { class: 'row' },
      h('button', { type: 'submit', id: 'goal-search' }, 'searchGoals'),
      h('button', { type: 'button', id: 'goal-prev', onclick: move(-1) }, '‹ prev'),
      'page ',
      pageLabel,
      h('button', { type: 'button', id: 'goal-next', onclick: move(1) }, 'next ›'),
    ),
  );
  void search();
  return panel(
    'goals',
    'Goals → conversions',
    'POST /goals/search; "convert" calls trackConversion(goalId, { revenue }).',
    form,
    list,
    output,
  );
}
