import type { CustomDataItem } from '../../clients/goal-search-types.js';
import type { Problem } from '../../wire/event-types.js';
import type { DefinitionsWatcher } from './definitions-watcher.js';
import type { DefinitionsHost } from './definitions-host.js';
/**
 * Reads the custom data items of method CUSTOM_CODE from the site's own functions,
 * `options.customDataSources[item.name]` (the tag never evaluates `customEvalCode`): each is called
 * at every page view and may return a Promise; a result `{ value }` gives `value`, another result
 * is the value itself, and undefined or null sets nothing. A throw or a rejection is reported,
 * naming the item; an item without a function is reported once, at start.
 * @example watchCustomCodeItems(definitions.customData, host, problems); // customDataSources: { Loyalty: () => fetchTier() }
 */
export declare function watchCustomCodeItems(items: CustomDataItem[], host: DefinitionsHost, problems: Problem[]): DefinitionsWatcher;
