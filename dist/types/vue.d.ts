export { visitTag } from './vue/visit-tag.js';
export { useVisitTag } from './frameworks/use-visit-tag.js';
export type { Tracker, TrackerOptions } from './types/tracker-types.js';
