import { isPlainObject } from '../../clients/is-plain-object.js';
import type { CustomDataItem } from '../../clients/goal-search-types.js';
import { hasOwn } from '../../lib/has-own.js';
import { createProblem } from '../../wire/create-problem.js';
import type { Problem } from '../../wire/event-types.js';
import type { DefinitionsWatcher } from './definitions-watcher.js';
import { describeError } from '../file/describe-error.js';
import type { DefinitionsHost } from './definitions-host.js';
import type { DefinedValue } from '../file/definitions.js';

/**
 * Reads the custom data items of method CUSTOM_CODE from the site's own functions,
 * `options.customDataSources[item.name]` (the tag never evaluates `customEvalCode`): each is called
 * at every page view and may return a Promise; a result `{ value }` gives `value`, another result
 * is the value itself, and undefined or null sets nothing. A throw or a rejection is reported,
 * naming the item; an item without a function is reported once, at start.
 * @example watchCustomCodeItems(definitions.customData, host, problems); // customDataSources: { Loyalty: () => fetchTier() }
 */
export function watchCustomCodeItems(items: CustomDataItem[], host: DefinitionsHost, problems: Problem[]): DefinitionsWatcher {
  const sources: unknown = host.options.customDataSources;
  const called: Array<{ name: string; source: () => unknown }> = [];
  for (const item of items) {
    if (item.method !== 'CUSTOM_CODE') continue;
    const source: unknown =
      sources !== null && typeof sources === 'object' && hasOwn(sources, item.name)
        ? (sources as Record<string, unknown>)[item.name]
        : undefined;
    const field = `customDataSources.${item.name}`;
    if (typeof source === 'function') called.push({ name: item.name, source: source as () => unknown });
    else
      problems.push(
        createProblem(
          field,
          'required',
          `custom data item ${item.name} is of method CUSTOM_CODE and has no function in customDataSources: it is not read`,
        ),
      );
  }
  if (!called.length) return {};
  let isStopped = false;
  const fail = (name: string, error: unknown) => {
    if (!isStopped)
      host.report([
        createProblem(`customDataSources.${name}`, 'type', `the source of custom data item ${name} failed: ${describeError(error)}`),
      ]);
  };
  return {
    onPageView() {
      for (const { name, source } of called) {
        let result: unknown;
        try {
          result = source();
        } catch (error) {
          fail(name, error);
          continue;
        }
        Promise.resolve(result)
          .then((settled: unknown) => {
            if (isStopped) return;
            const value = isPlainObject(settled) && hasOwn(settled, 'value') ? settled.value : settled;
            if (value != null) host.setCustomData(name, value as DefinedValue | DefinedValue[]);
          })
          .catch((error: unknown) => fail(name, error));
      }
    },
    stop() {
      isStopped = true;
    },
  };
}
