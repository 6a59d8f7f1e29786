import type { CustomDataItem } from '../../clients/goal-search-types.js';
import { hasOwn } from '../../lib/has-own.js';
import type { DefinitionsWatcher } from './definitions-watcher.js';
import type { DefinitionsHost } from './definitions-host.js';
import type { DefinedValue } from '../file/definitions.js';
import { reportErrors } from './report-errors.js';
import { watchProperty } from './watch-property.js';

const TC_VARS = 'tc_vars';

/**
 * Reads the custom data items of method TC from the page's `window.tc_vars`, each under its
 * `tcVariableName` (an own property; undefined and null set nothing, an array passes as one):
 * at every page view, and whenever the page assigns a watched variable or replaces `tc_vars`
 * itself. Assignments are watched with accessors that behave for the page as plain properties;
 * `stop()` puts plain data properties back, holding the current values.
 * @example watchTcVars(definitions.customData, host).onPageView?.(location.href); // window.tc_vars.page_plan = 'pro' then sets Plan
 */
export function watchTcVars(items: CustomDataItem[], host: DefinitionsHost): DefinitionsWatcher {
  const byVariable = new Map<string, string[]>();
  for (const item of items) {
    if (item.method !== 'TC' || typeof item.tcVariableName !== 'string') continue;
    byVariable.set(item.tcVariableName, [...(byVariable.get(item.tcVariableName) ?? []), item.name]);
  }
  if (!byVariable.size) return {};
  const win = host.window as unknown as Record<string, unknown>;
  let watched: unknown;
  let restoreVariables: Array<() => void> = [];
  const send = (variable: string, value: unknown) => {
    if (value == null) return;
    for (const name of byVariable.get(variable) ?? []) host.setCustomData(name, value as DefinedValue | DefinedValue[]);
  };
  const sendAll = (vars: unknown) => {
    if (vars === null || typeof vars !== 'object') return;
    for (const variable of byVariable.keys()) {
      if (hasOwn(vars, variable)) send(variable, (vars as Record<string, unknown>)[variable]);
    }
  };
  const unwatchVariables = () => {
    restoreVariables.forEach((restore) => restore());
    restoreVariables = [];
  };
  const watchVariables = (vars: unknown) => {
    if (vars === watched) return;
    unwatchVariables();
    watched = vars;
    if (vars === null || typeof vars !== 'object') return;
    for (const variable of byVariable.keys()) {
      const onSet = reportErrors(host, 'tc_vars', (value: unknown) => send(variable, value));
      const restore = watchProperty(vars, variable, onSet);
      if (restore) restoreVariables.push(restore);
    }
  };
  const restoreTcVars = watchProperty(
    win,
    TC_VARS,
    reportErrors(host, 'tc_vars', (vars: unknown) => {
      watchVariables(vars);
      sendAll(vars);
    }),
  );
  watchVariables(win[TC_VARS]);
  return {
    onPageView() {
      const vars = win[TC_VARS];
      watchVariables(vars);
      sendAll(vars);
    },
    stop() {
      unwatchVariables();
      restoreTcVars?.();
      watched = undefined;
    },
  };
}
