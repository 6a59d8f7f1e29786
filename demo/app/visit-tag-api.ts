import type { Outcome } from '../../src/delivery/delivery-types.js';
import type { Consent } from '../../src/types/tracker-types.js';
import type { VisitTag, VisitTagCommand } from '../../src/tag-types.js';
import type {} from '../../src/global.js'; // window.visitTag and window.visitTagQueue

/**
 * The public API the page drives, as `window.visitTag` exposes it.
 * @example const nonce = (window as DemoWindow).visitTag?.trackProduct('4006381333931');
 */
export type VisitTagApi = VisitTag;

/**
 * The consent states a site sets.
 * @example const state: ConsentState = 'granted';
 */
export type ConsentState = Consent;

/**
 * One command of the page's queue: a method name and its arguments.
 * @example const command: QueueCommand = ['setConsent', 'granted'];
 */
export type QueueCommand = VisitTagCommand;

/**
 * The globals the demo page uses: the tag, its command queue, and the outcome buffer that the
 * install snippet in index.html fills before the app script runs.
 * @example const tag = (window as DemoWindow).visitTag;
 */
export interface DemoWindow extends Window {
  visitTagDemo?: {
    outcomes: Outcome[];
    listener?: (outcome: Outcome) => void;
    siteCode: string;
    requireConsent: boolean;
    debug: boolean;
    linkDomains?: string;
  };
}
