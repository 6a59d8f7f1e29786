import type { Outcome } from '../../src/delivery-types.js';
import type { Consent, Tracker } from '../../src/tracker/tracker-types.js';

/**
 * The public API the page drives: the tracker of CONTRACTS.md, as `window.visitTag` exposes it.
 * @example const nonce = (window as DemoWindow).visitTag?.trackProduct('4006381333931');
 */
export type VisitTagApi = Tracker;

/**
 * The consent states a site sets.
 * @example const state: ConsentState = 'granted';
 */
export type ConsentState = Consent;

/**
 * One command of the page's queue: a method name and its arguments.
 * @example const command: QueueCommand = ['setConsent', 'granted'];
 */
export type QueueCommand = [string, ...unknown[]];

/**
 * The globals the demo page uses: the tag, its command queue, and the outcome buffer that the
 * install snippet in index.html fills before the app script runs.
 * @example const tag = (window as DemoWindow).visitTag;
 */
export interface DemoWindow extends Window {
  visitTag?: VisitTagApi;
  visitTagQueue?: { push(command: QueueCommand): unknown };
  visitTagDemo?: { outcomes: Outcome[]; listener?: (outcome: Outcome) => void; siteCode: string; requireConsent: boolean; debug: boolean };
}
