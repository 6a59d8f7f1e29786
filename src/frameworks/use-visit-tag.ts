import type { Tracker } from '../types/tracker-types.js';
import { getPageTracker } from './get-page-tracker.js';

/**
 * The page's one tracker, for components that track (React and Vue alike): the tracker that
 * `<VisitTag>` (React) or `app.use(visitTag, options)` (Vue) starts. Track from event handlers and
 * effects, not while rendering: events tracked before the start wait in memory and are sent after
 * it; on the server nothing is ever started, stored or sent.
 * @example
 * function BuyButton() {
 *   const tracker = useVisitTag();
 *   return <button onClick={() => tracker.trackConversion(12, { revenue: 30 })}>Buy</button>;
 * }
 */
export function useVisitTag(): Tracker {
  return getPageTracker();
}
