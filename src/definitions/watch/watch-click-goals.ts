import type { Goal } from '../../clients/goal-search-types.js';
import type { DefinitionsWatcher } from './definitions-watcher.js';
import { isGoalActive } from '../file/is-goal-active.js';
import type { DefinitionsHost } from './definitions-host.js';
import { reportErrors } from './report-errors.js';

const ELEMENT_NODE = 1;

/**
 * Converts each ACTIVE CLICK goal whose CSS selector (`params.matchString`) matches the clicked
 * element or one of its ancestors, once per click. One `click` listener on the document, in the
 * capture phase and passive; keyboard activation of links and buttons fires `click` too. A click on
 * a text node counts for its parent element.
 * @example const watcher = watchClickGoals(definitions.goals, host); // later: watcher.stop?.()
 */
export function watchClickGoals(goals: Goal[], host: DefinitionsHost): DefinitionsWatcher {
  const selectors = goals
    .filter((goal) => goal.type === 'CLICK' && isGoalActive(goal) && goal.params != null)
    .map((goal) => ({ id: goal.id, selector: goal.params!.matchString }));
  if (!selectors.length) return {};
  const doc = host.window.document;
  const onClick = reportErrors(host, 'click goals', (event: Event) => {
    const target = event.target as Node | null;
    const element = target && (target.nodeType === ELEMENT_NODE ? (target as Element) : target.parentElement);
    if (!element) return;
    for (const goal of selectors) if (element.closest(goal.selector)) host.convertGoal(goal.id);
  });
  const options = { capture: true, passive: true };
  doc.addEventListener('click', onClick, options);
  return { stop: () => doc.removeEventListener('click', onClick, true) };
}
