import { type ReactNode } from 'react';
import type { TrackerOptions } from '../types/tracker-types.js';
/**
 * The props of {@link VisitTag}: the tracker's options, and optionally the part of the app it wraps.
 * @example const props: VisitTagProps = { siteCode: 'abc', url: 'https://data.example.com', requireConsent: true };
 */
export interface VisitTagProps extends TrackerOptions {
    /** Rendered as they are: `<VisitTag>` adds no element of its own. */
    children?: ReactNode;
}
/**
 * Starts the page's one tracker once it is mounted in the browser, and renders nothing of its own
 * (only its children, if any). On the server it starts nothing and touches no browser global;
 * mounted twice (StrictMode) or remounted it starts nothing again: one STATICDATA, one PAGE.
 * Without `siteCode` or `url` it says so in the console and starts when they are given.
 * Its options are given to the tracker while rendering, so events that components below track in
 * their own effects (which run before this one's) already get `redactQuery` and `beforeSend`.
 * @example
 * createRoot(document.getElementById('root')!).render(
 *   <StrictMode>
 *     <VisitTag siteCode="abc" url="https://data.example.com" />
 *     <App />
 *   </StrictMode>,
 * );
 */
export declare function VisitTag({ children, ...options }: VisitTagProps): ReactNode;
