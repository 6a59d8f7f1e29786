import type { Goal } from '../../clients/goal-search-types.js';
import type { DefinitionsWatcher } from './definitions-watcher.js';
import type { DefinitionsHost } from './definitions-host.js';
/**
 * Converts each ACTIVE CLICK goal whose CSS selector (`params.matchString`) matches the clicked
 * element or one of its ancestors, once per click. One `click` listener on the document, in the
 * capture phase and passive; keyboard activation of links and buttons fires `click` too. A click on
 * a text node counts for its parent element.
 * @example const watcher = watchClickGoals(definitions.goals, host); // later: watcher.stop?.()
 */
export declare function watchClickGoals(goals: Goal[], host: DefinitionsHost): DefinitionsWatcher;
