import type { CustomDataItem } from '../../clients/goal-search-types.js';
import type { DefinitionsWatcher } from './definitions-watcher.js';
import type { DefinitionsHost } from './definitions-host.js';
/**
 * Reads the custom data items of method TC from the page's `window.tc_vars`, each under its
 * `tcVariableName` (an own property; undefined and null set nothing, an array passes as one):
 * at every page view, and whenever the page assigns a watched variable or replaces `tc_vars`
 * itself. Assignments are watched with accessors that behave for the page as plain properties;
 * `stop()` puts plain data properties back, holding the current values.
 * @example watchTcVars(definitions.customData, host).onPageView?.(location.href); // window.tc_vars.page_plan = 'pro' then sets Plan
 */
export declare function watchTcVars(items: CustomDataItem[], host: DefinitionsHost): DefinitionsWatcher;
