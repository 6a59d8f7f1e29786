import type { Goal } from '../../clients/goal-search-types.js';
import { createProblem } from '../../wire/create-problem.js';
import type { Problem } from '../../wire/event-types.js';
import { checkMatchParams } from '../file/check-match-params.js';
import { checkValues } from './check-values.js';
import { countPageViews } from '../watch/count-page-views.js';
import type { Definitions } from '../file/definitions.js';
import type { DefinitionsWatcher } from '../watch/definitions-watcher.js';
import { describeError } from '../file/describe-error.js';
import { isGoalActive } from '../file/is-goal-active.js';
import { loadDefinitions } from './load-definitions.js';
import type { DefinitionsPart, StartDefinitions } from './part-types.js';
import type { DefinitionsHost } from '../watch/definitions-host.js';
import { readDefinedItems } from './read-defined-items.js';
import { readThresholdGoals } from '../watch/read-threshold-goals.js';
import { reportErrors } from '../watch/report-errors.js';
import { watchClickGoals } from '../watch/watch-click-goals.js';
import { watchCustomCodeItems } from '../watch/watch-custom-code-items.js';
import { watchDataLayerItems } from '../watch/watch-data-layer-items.js';
import { watchScrollGoals } from '../watch/watch-scroll-goals.js';
import { watchTcVars } from '../watch/watch-tc-vars.js';
import { watchTimeSpent } from '../watch/watch-time-spent.js';
import { watchUrlGoals } from '../watch/watch-url-goals.js';

/**
 * The definitions part's entry: reads the definitions (a URL is fetched as JSON), checks them
 * (`readDefinitions`, then every CLICK goal's CSS selector), and starts what acts on them: URL,
 * CLICK, PAGE_VIEWS, SCROLL and TIME_SPENT goals, and custom data from `tc_vars`, `dataLayer` and
 * the site's CUSTOM_CODE sources. Never rejects: resolves with the part, or with the problems when
 * the definitions cannot be used. What can be used despite a fault (a goal without a threshold,
 * a CUSTOM_CODE item without a source, a goal left out because it cannot act) is reported once
 * through `host.report`.
 * @example
 * const part = await startDefinitions('/definitions.json', host);
 * if (!Array.isArray(part)) part.onPageView(location.href);
 */
export const startDefinitions: StartDefinitions = async (source, host) => {
  try {
    const loaded = await loadDefinitions(source, host);
    return 'problems' in loaded ? loaded.problems : actOnDefinitions(loaded.definitions, host, loaded.skipped);
  } catch (error) {
    return [createProblem('definitions', 'type', `the definitions could not be started: ${describeError(error)}`)];
  }
};

function actOnDefinitions(definitions: Definitions, host: DefinitionsHost, skipped: Problem[]): DefinitionsPart {
  const { goals, customData } = definitions;
  const problems: Problem[] = [...skipped];
  const goalsById = new Map<string, Goal>(goals.map((goal) => [String(goal.id), goal]));
  const items = readDefinedItems(customData, problems);
  checkMatchParams(goals, problems);
  const watchers: DefinitionsWatcher[] = [];
  const stopAll = () => {
    for (const watcher of watchers.splice(0)) if (watcher.stop) reportErrors(host, 'stop', watcher.stop)();
  };
  try {
    const threshold = (type: Goal['type']) => readThresholdGoals(goals, type, host.options, problems);
    watchers.push(watchUrlGoals(goals, host));
    watchers.push(watchClickGoals(goals, host));
    watchers.push(countPageViews(threshold('PAGE_VIEWS'), host));
    watchers.push(watchScrollGoals(threshold('SCROLL'), host));
    watchers.push(watchTimeSpent(threshold('TIME_SPENT'), host));
    watchers.push(watchTcVars(customData, host));
    watchers.push(watchDataLayerItems([...items.keys()], host, problems));
    watchers.push(watchCustomCodeItems(customData, host, problems));
  } catch (error) {
    stopAll();
    throw error;
  }
  if (problems.length) host.report(problems);
  let isStopped = false;
  return {
    onPageView(href) {
      if (isStopped) return;
      for (const watcher of watchers) if (watcher.onPageView) reportErrors(host, 'page view', watcher.onPageView)(href);
    },
    isOncePerVisit(goalId) {
      const goal = goalsById.get(String(goalId));
      return goal !== undefined && isGoalActive(goal) && goal.hasMultipleConversions === false;
    },
    isInactive(goalId) {
      const goal = goalsById.get(String(goalId));
      return goal !== undefined && !isGoalActive(goal);
    },
    definedItem: (name) => items.get(name),
    checkValues,
    summary: () => ({ goals: goals.length, customData: customData.length }),
    stop() {
      isStopped = true;
      stopAll();
    },
  };
}
