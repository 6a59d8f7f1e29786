import { isPlainObject } from '../../clients/is-plain-object.js';
import { watchDataLayer } from '../../consent/watch-data-layer.js';
import { hasOwn } from '../../lib/has-own.js';
import { createProblem } from '../../wire/create-problem.js';
import type { Problem } from '../../wire/event-types.js';
import type { DefinitionsWatcher } from './definitions-watcher.js';
import type { DefinitionsHost } from './definitions-host.js';
import type { DefinedValue } from '../file/definitions.js';
import { reportErrors } from './report-errors.js';

/**
 * Reads custom data items from a GTM-style `window.dataLayer` (created as `[]` when absent), each
 * under the variable `options.dataLayerVariables` names for it: every plain object in the layer
 * or pushed later that holds the variable (an own property) sets the item; arrays and `arguments`
 * objects are GTM's commands and are left alone. At each page view the latest value seen is sent
 * again. A name that is no item of the definitions, or a `dataLayer` that is not an array, adds a
 * problem.
 * @example watchDataLayerItems(['Plan'], host, problems); // with dataLayerVariables: { Plan: 'plan' }, dataLayer.push({ plan: 'pro' }) sets Plan
 */
export function watchDataLayerItems(itemNames: readonly string[], host: DefinitionsHost, problems: Problem[]): DefinitionsWatcher {
  const variables: unknown = host.options.dataLayerVariables;
  if (variables === null || typeof variables !== 'object') return {};
  const watched: Array<{ name: string; variable: string }> = [];
  for (const name of Object.keys(variables)) {
    const variable = (variables as Record<string, unknown>)[name];
    const field = `dataLayerVariables.${name}`;
    if (!itemNames.includes(name)) problems.push(createProblem(field, 'enum', `${name} is no custom data item of the definitions`));
    else if (typeof variable !== 'string') problems.push(createProblem(field, 'type', `${name}: the variable must be a string`));
    else watched.push({ name, variable });
  }
  if (!watched.length) return {};
  const win = host.window as unknown as { dataLayer?: unknown };
  if (win.dataLayer === undefined) win.dataLayer = [];
  const layer = win.dataLayer;
  if (!Array.isArray(layer)) {
    problems.push(createProblem('dataLayerVariables', 'type', 'window.dataLayer is not an array: its variables are not read'));
    return {};
  }
  const latest = new Map<string, unknown>();
  let isStarting = true;
  const send = (name: string, value: unknown) => {
    if (value != null) host.setCustomData(name, value as DefinedValue | DefinedValue[]);
  };
  const unwatch = watchDataLayer(
    layer,
    reportErrors(host, 'dataLayer', (entry: unknown) => {
      if (!isPlainObject(entry)) return;
      for (const { name, variable } of watched) {
        if (!hasOwn(entry, variable)) continue;
        latest.set(name, entry[variable]);
        if (!isStarting) send(name, entry[variable]);
      }
    }),
  );
  isStarting = false;
  return {
    onPageView() {
      latest.forEach((value, name) => send(name, value));
    },
    stop: unwatch,
  };
}
