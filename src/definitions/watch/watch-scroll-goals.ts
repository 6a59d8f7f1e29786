import type { DefinitionsWatcher } from './definitions-watcher.js';
import type { DefinitionsHost } from './definitions-host.js';
import { reportErrors } from './report-errors.js';
import type { ThresholdGoal } from './read-threshold-goals.js';

/**
 * How often, at most, a scroll is measured (ms).
 * @example setTimeout(measure, SCROLL_CHECK_MS);
 */
export const SCROLL_CHECK_MS = 100;

/**
 * How far down the page the window has shown, in percent: `(scrollY + innerHeight) /
 * documentElement.scrollHeight * 100`, 100 for a page with no height.
 * @example scrolledPercent(window) // 42.5
 */
export function scrolledPercent(win: Window): number {
  const height = win.document.documentElement.scrollHeight;
  if (!(height > 0)) return 100;
  return ((win.scrollY + win.innerHeight) / height) * 100;
}

/**
 * Converts each SCROLL goal once per page view that its `params` select, when the page has been
 * scrolled to its threshold (percent): measured right at the page view (a short page is already
 * at 100) and on `scroll` (passive, at most every 100 ms). A new page view starts again.
 * @example watchScrollGoals([{ id: 10032, threshold: 75, matches: () => true }], host).onPageView?.(location.href);
 */
export function watchScrollGoals(goals: ThresholdGoal[], host: DefinitionsHost): DefinitionsWatcher {
  if (!goals.length) return {};
  const win = host.window;
  const options = { passive: true };
  let pending: ThresholdGoal[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isListening = false;
  const measure = reportErrors(host, 'scroll goals', () => {
    timer = undefined;
    const percent = scrolledPercent(win);
    const reached = pending.filter((goal) => percent >= goal.threshold);
    pending = pending.filter((goal) => percent < goal.threshold);
    if (!pending.length) unlisten();
    for (const goal of reached) host.convertGoal(goal.id);
  });
  const onScroll = () => {
    if (timer === undefined) timer = setTimeout(measure, SCROLL_CHECK_MS);
  };
  const unlisten = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (isListening) win.removeEventListener('scroll', onScroll);
    isListening = false;
  };
  return {
    onPageView(href) {
      unlisten();
      pending = goals.filter((goal) => goal.matches(href));
      if (!pending.length) return;
      win.addEventListener('scroll', onScroll, options);
      isListening = true;
      measure();
    },
    stop: () => {
      pending = [];
      unlisten();
    },
  };
}
