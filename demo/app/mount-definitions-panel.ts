import type { Goal } from '../../src/clients/goal-search-types.js';
import type { Outcome } from '../../src/delivery/delivery-types.js';
import { conversionItem, heldReason, HELD_REASONS, type ConversionRow as Row } from './conversion-row.js';
import { describeDropReason } from './describe-outcome.js';
import { h } from './h.js';
import type { InspectState } from './inspect-types.js';
import { panel } from './panel.js';
import { replaceChildren } from './replace-children.js';
import { showResult } from './show-result.js';
import type { VisitTagApi } from './visit-tag-api.js';

/**
 * The "Definitions" panel: the state of the tag's definitions (`getStats().definitions`), each
 * conversion that fired (goal, nonce, outcome) and each one held back (once per visit, repeated
 * order id, refused, local-only), buttons that act on the demo goals, an order-id conversion, and
 * a button that forgets the tag's conversion memory on this device. `addOutcome` takes
 * `onOutcome`; `addServerState` the server panel's answers (they name each conversion's goal).
 * @example const view = mountDefinitionsPanel(() => window.visitTag); tag.onOutcome(view.addOutcome);
 */
export function mountDefinitionsPanel(
  getTag: () => VisitTagApi | undefined,
  refreshMs = 500,
): { element: HTMLElement; addOutcome: (outcome: Outcome) => void; addServerState: (state: InspectState) => void } {
  const script = document.querySelector<HTMLScriptElement>('script[src*="/dist/visit-tag"]');
  const url = script?.getAttribute('data-definitions') ?? '';
  const storageName = script?.getAttribute('data-cookie-name') || 'visitTag';
  const goals = new Map<string, Goal>();
  const rows = new Map<string, Row>();
  const held: Row[] = [];
  let count = 0;
  const state = h('p', { class: 'result', id: 'defs-state' }, url ? 'loading…' : 'no data-definitions on the script tag');
  const problems = h('ul', { id: 'defs-problems' });
  const list = h('ol', { class: 'log', id: 'defs-conversions', reversed: true });
  const demoGoals = h('ul', { id: 'defs-demo-goals' });
  const seenRepeats = new Set<string>();
  const rowOf = (nonce: string, eventType: string): Row => {
    const row = rows.get(nonce) ?? { nonce, eventType, at: ++count };
    rows.set(nonce, row);
    return row;
  };
  const name = (goalId?: string) => (goalId ? `#${goalId} ${goals.get(goalId)?.name ?? '(not in the definitions)'}` : 'goal: reading…');
  const render = (): void => {
    const stats = getTag()?.getStats().definitions;
    if (stats) {
      const counts = stats.state === 'ready' ? `: ${stats.goals ?? 0} goals, ${stats.customData ?? 0} custom data items` : '';
      state.className = `result ${stats.state === 'failed' ? 'bad' : stats.state === 'ready' ? 'ok' : ''}`;
      state.setAttribute('data-state', stats.state);
      state.textContent = `${stats.state}${counts}; ${stats.problems.length} problem(s) reported`;
      replaceChildren(problems, ...stats.problems.map((p) => h('li', {}, p.message)));
      // Repeats answered with the first conversion's nonce send nothing and have no outcome: the stats list them.
      for (const { goalId, first, reason, at } of stats.repeats) {
        const key = `${at} ${goalId} ${first} ${reason}`;
        if (seenRepeats.has(key)) continue;
        seenRepeats.add(key);
        held.push({ nonce: first, eventType: 'CONVERSION', at: ++count, goalId, held: { reason, repeats: first } });
      }
    }
    const lines = [...rows.values(), ...held].filter((row) => row.outcome?.type !== 'dropped' || heldReason(row));
    replaceChildren(list, ...lines.sort((a, b) => b.at - a.at).map((row) => conversionItem(row, name)));
  };
  const refresh = async (): Promise<void> => {
    const queued =
      (await getTag()
        ?.getQueued()
        .catch(() => [])) ?? [];
    for (const event of queued) {
      const row = rows.get(event.nonce);
      if (row && 'goalId' in event) row.goalId ??= String(event.goalId);
    }
    render();
  };
  setInterval(() => void refresh(), refreshMs);

  if (url)
    void fetch(url)
      .then((response) => response.json() as Promise<{ goals?: Goal[] }>)
      .then((file) => {
        for (const goal of file.goals ?? []) goals.set(String(goal.id), goal);
        const own = [...goals.values()].filter((goal) => goal.id >= 99_000);
        const describe = (goal: Goal) =>
          `#${goal.id} ${goal.name}: ${goal.type} ${goal.params?.matchString ?? ''} · ${goal.status}` +
          (goal.hasMultipleConversions ? '' : ' · once per visit');
        replaceChildren(demoGoals, ...own.map((goal) => h('li', {}, describe(goal))));
      })
      .catch(() => undefined);

  const orderGoal = h('input', { id: 'defs-order-goal', value: '99004', inputmode: 'numeric', autocomplete: 'off' });
  const orderId = h('input', { id: 'defs-order-id', value: 'A-1001', autocomplete: 'off' });
  const orderResult = h('output', { class: 'result', id: 'defs-order-result' });
  const orderForm = h(
    'form',
    {
      id: 'defs-order-form',
      onsubmit: (event) => {
        event.preventDefault();
        const tag = getTag();
        if (!tag) return showResult(orderResult, new Error('the tag has not loaded'));
        const goalId = orderGoal.value.trim();
        const order = orderId.value.trim();
        const result = tag.trackConversion(Number(goalId), { orderId: order });
        showResult(orderResult, result);
        if (typeof result !== 'string') return;
        // The first conversion's nonce again: held back, sent nothing (the stats say why, render shows it).
        const repeat = getTag()
          ?.getStats()
          .definitions?.repeats.filter((entry) => entry.first === result && entry.goalId === goalId)
          .pop();
        if (repeat) Object.assign(orderResult, { className: 'result bad', textContent: `${result}: ${describeDropReason(repeat.reason)}` });
        else rowOf(result, 'CONVERSION').goalId = goalId;
        render();
      },
    },
    h(
      'div',
      { class: 'fields' },
      h('label', { class: 'field' }, h('span', {}, 'Goal id'), orderGoal),
      h('label', { class: 'field' }, h('span', {}, 'Order id'), orderId),
    ),
    h('button', { type: 'submit', id: 'defs-order-send' }, 'Track order conversion'),
    orderResult,
  );
  // As the SPA navigation panel does: pushState, which the tag counts as a page view.
  const toCheckout = (): void => {
    const next = new URL(location.href);
    next.searchParams.set('view', 'checkout');
    history.pushState({ view: 'checkout' }, '', next);
  };
  const forget = h(
    'button',
    {
      type: 'button',
      id: 'defs-forget',
      class: 'warn',
      onclick: () => {
        localStorage.removeItem(storageName);
        location.reload();
      },
    },
    'Forget conversion memory',
  );

  const element = panel(
    'definitions',
    'Definitions → automatic conversions',
    `The tag reads ${url || 'no definitions file'} (data-definitions) and converts its ACTIVE URL, CLICK, PAGE_VIEWS, SCROLL and TIME_SPENT goals by itself.`,
    state,
    h('details', {}, h('summary', {}, 'Problems reported (the debug build, ?debug=1, gives the reasons)'), problems),
    h('h3', {}, 'Try the demo goals'),
    h(
      'div',
      { class: 'row' },
      h('button', { type: 'button', id: 'defs-basket' }, 'Add to basket'),
      h('button', { type: 'button', id: 'defs-newsletter' }, 'Newsletter (once per visit)'),
      h('button', { type: 'button', id: 'defs-checkout', onclick: toCheckout }, 'Go to the checkout view (URL goal)'),
    ),
    h('details', {}, h('summary', {}, 'Demo goals in the file'), demoGoals),
    orderForm,
    h('div', { class: 'row' }, forget),
    h(
      'p',
      { class: 'hint' },
      `Forgets, on this device, the order ids already converted (kept 30 days) and the once-per-visit goals converted in this visit (localStorage item "${storageName}"), then reloads: a funnel can be run again.`,
    ),
    h('h3', {}, 'Conversions: fired and held back'),
    list,
  );
  return {
    element,
    addOutcome(outcome) {
      const isHeld = outcome.type === 'dropped' && HELD_REASONS.includes(outcome.reason);
      if (outcome.eventType !== 'CONVERSION' && !isHeld) return;
      const row = rowOf(outcome.nonce, outcome.eventType);
      // 'stored' comes first; a later outcome (sent, retry, dropped) tells more.
      if (!row.outcome || outcome.type !== 'stored') row.outcome = outcome;
      render();
    },
    addServerState(server) {
      for (const { event } of server.accepted) {
        const row = rows.get(event.nonce);
        if (row && event.eventType === 'CONVERSION') row.goalId ??= String(event.goalId);
      }
    },
  };
}
