import type { VisitEvent } from '../wire/event-types.js';
/**
 * The site's `beforeSend` hook over one valid event, before it is queued: the event it returns
 * (a changed copy is fine; the caller validates it again), or null to skip the event. A hook that
 * throws, or returns anything but an object or null, leaves the event as it was (logged in the
 * debug build with `debug`): a broken hook must not lose events.
 * @example applyBeforeSend(event, (e) => (e.eventType == 'PAGE' ? { ...e, title: undefined } : e), {}) // the event without its title
 */
export declare function applyBeforeSend(event: VisitEvent, hook: ((event: VisitEvent) => VisitEvent | null) | undefined, options: {
    debug?: boolean;
}): Record<string, unknown> | null;
