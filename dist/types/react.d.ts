export { VisitTag } from './react/visit-tag.js';
export type { VisitTagProps } from './react/visit-tag.js';
export { useVisitTag } from './frameworks/use-visit-tag.js';
export type { Tracker, TrackerOptions } from './types/tracker-types.js';
