'use client';
// The React entry (visit-tag/react): re-exports only. Marked as client code for React Server
// Components (Next.js App Router): a server component may render <VisitTag>, which then runs in
// the browser.
export { VisitTag } from './react/visit-tag.js';
export type { VisitTagProps } from './react/visit-tag.js';
export { useVisitTag } from './frameworks/use-visit-tag.js';
export type { Tracker, TrackerOptions } from './types/tracker-types.js';
