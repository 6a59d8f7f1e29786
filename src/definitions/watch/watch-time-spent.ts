import type { DefinitionsWatcher } from './definitions-watcher.js';
import type { DefinitionsHost } from './definitions-host.js';
import { reportErrors } from './report-errors.js';
import type { ThresholdGoal } from './read-threshold-goals.js';

/**
 * Converts each TIME_SPENT goal once per page view that its `params` select, when the page has
 * been visible for its threshold (seconds) since the view: the clock runs while
 * `document.visibilityState` is `visible`, pauses when the page is hidden and resumes when it is
 * shown again. A new page view (a single-page app's) starts the clock again.
 * @example watchTimeSpent([{ id: 10033, threshold: 30, matches: () => true }], host).onPageView?.(location.href);
 */
export function watchTimeSpent(goals: ThresholdGoal[], host: DefinitionsHost): DefinitionsWatcher {
  if (!goals.length) return {};
  const doc = host.window.document;
  let pending: ThresholdGoal[] = [];
  let spentMs = 0;
  let visibleSince: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const elapsed = () => spentMs + (visibleSince === undefined ? 0 : host.now() - visibleSince);
  const pause = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    spentMs = elapsed();
    visibleSince = undefined;
  };
  const check = reportErrors(host, 'time spent goals', () => {
    timer = undefined;
    const spent = elapsed();
    const reached = pending.filter((goal) => spent >= goal.threshold * 1000);
    pending = pending.filter((goal) => spent < goal.threshold * 1000);
    schedule();
    for (const goal of reached) host.convertGoal(goal.id);
  });
  const schedule = () => {
    if (visibleSince === undefined || !pending.length) return;
    const next = Math.min(...pending.map((goal) => goal.threshold * 1000)) - elapsed();
    timer = setTimeout(check, Math.max(0, next));
  };
  const onVisibility = reportErrors(host, 'time spent goals', () => {
    const isVisible = doc.visibilityState === 'visible';
    if (!isVisible && visibleSince !== undefined) pause();
    if (isVisible && visibleSince === undefined) {
      visibleSince = host.now();
      schedule();
    }
  });
  doc.addEventListener('visibilitychange', onVisibility);
  return {
    onPageView(href) {
      pause();
      spentMs = 0;
      pending = goals.filter((goal) => goal.matches(href));
      if (doc.visibilityState === 'visible') visibleSince = host.now();
      schedule();
    },
    stop: () => {
      pause();
      pending = [];
      doc.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
