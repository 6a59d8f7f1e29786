import type { Problem } from '../../wire/event-types.js';
import type { DefinitionsWatcher } from './definitions-watcher.js';
import type { DefinitionsHost } from './definitions-host.js';
/**
 * Reads custom data items from a GTM-style `window.dataLayer` (created as `[]` when absent), each
 * under the variable `options.dataLayerVariables` names for it: every plain object in the layer
 * or pushed later that holds the variable (an own property) sets the item; arrays and `arguments`
 * objects are GTM's commands and are left alone. At each page view the latest value seen is sent
 * again. A name that is no item of the definitions, or a `dataLayer` that is not an array, adds a
 * problem.
 * @example watchDataLayerItems(['Plan'], host, problems); // with dataLayerVariables: { Plan: 'plan' }, dataLayer.push({ plan: 'pro' }) sets Plan
 */
export declare function watchDataLayerItems(itemNames: readonly string[], host: DefinitionsHost, problems: Problem[]): DefinitionsWatcher;
