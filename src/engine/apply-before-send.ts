import type { VisitEvent } from '../wire/event-types.js';

/**
 * The site's `beforeSend` hook over one valid event, before it is queued: the event it returns
 * (a changed copy is fine; the caller validates it again), or null to skip the event. A hook that
 * throws, or returns anything but an object or null, leaves the event as it was (logged in the
 * debug build with `debug`): a broken hook must not lose events.
 * @example applyBeforeSend(event, (e) => (e.eventType == 'PAGE' ? { ...e, title: undefined } : e), {}) // the event without its title
 */
export function applyBeforeSend(
  event: VisitEvent,
  hook: ((event: VisitEvent) => VisitEvent | null) | undefined,
  options: { debug?: boolean },
): Record<string, unknown> | null {
  if (!hook) return event;
  try {
    const result = hook({ ...event });
    if (result === null || (typeof result == 'object' && !Array.isArray(result))) return result;
    if (__DEV__ && options.debug) console.warn('[visit-tag] beforeSend returned neither an event nor null: the event is kept', result);
  } catch (error) {
    if (__DEV__ && options.debug) console.error('[visit-tag] beforeSend failed: the event is kept', error);
  }
  return event;
}
