import type { TrackerOptions } from '../types/tracker-types.js';
import { readDataOptions } from './read-data-options.js';
import type { VisitTag, VisitTagCommand } from '../tag-types.js';
import { createLoader } from './create-loader.js';
import type { EngineSource } from './engine-types.js';

// A page may queue anything: commands are checked when they run.
type Command = VisitTagCommand | [string, ...unknown[]];

/**
 * The script tag's start: reads the script tag's `data-*` options, defines `window.visitTag` (the
 * tracker plus `init` and `version`), replays `window.visitTagQueue` in order and makes its `push`
 * run commands from then on. These two names are the only globals the tag adds. A second copy of
 * the tag on the page (two snippets, a tag manager) leaves the first in charge.
 * @example runScriptTag(document.currentScript as HTMLScriptElement | null, { load })
 */
export function runScriptTag(script: HTMLScriptElement | null, source: EngineSource): void {
  const page = window as unknown as { visitTag?: unknown; visitTagQueue?: Command[] };
  if (page.visitTag) return;
  const options: TrackerOptions = readDataOptions(script?.dataset ?? {});
  // Without data-url, events go to the host the tag itself came from.
  if (script?.src) options.url ??= new URL(script.src).origin;
  const tracker = createLoader(options, source);
  const visitTag = Object.assign(tracker, {
    version: __VERSION__,
    /** Adds options (over those of data-*) and starts; after the start it only updates options. */
    init(more: TrackerOptions) {
      Object.assign(options, more);
      return tracker.start();
    },
  }) as VisitTag;
  const run = (command: Command) => {
    try {
      if (typeof command == 'function') command(visitTag);
      else (visitTag as unknown as Record<string, (...args: unknown[]) => unknown>)[command[0]](...command.slice(1));
    } catch (error) {
      if (__DEV__) console.error('[visit-tag] command failed', command, error);
    }
  };
  const queue = Array.isArray(page.visitTagQueue) ? page.visitTagQueue : [];
  page.visitTag = visitTag;
  // Commands given before load run first, so a queued setConsent or init applies before the start.
  queue.splice(0).forEach(run);
  queue.push = (...commands: Command[]) => (commands.forEach(run), 0);
  page.visitTagQueue = queue;
  if (options.siteCode) tracker.start();
}
