// Types only, for pages that use the script tag from TypeScript:
// `import type {} from 'visit-tag/global'` (or a triple-slash reference) types the two globals.
import type { VisitTag, VisitTagCommand } from './tag-types.js';

export type { VisitTag, VisitTagCommand } from './tag-types.js';

declare global {
  interface Window {
    /** The script tag's tracker; undefined until the tag has loaded. */
    visitTag?: VisitTag;
    /** Commands for the tag, queued before it loads and run at once after. */
    visitTagQueue?: VisitTagCommand[];
  }
}
