import type { StartPart } from './part-types.js';
/**
 * The part file of the tag: conversions that count once and custom data as the project defines it.
 * A conversion whose goal and order id converted on this device in the last 30 days, or whose goal
 * the definitions count once per visit and which converted in this visit, answers with the first
 * one's nonce and sends nothing (or, when the tracker checked it before the part came, ends
 * `dropped` with its reason). With definitions, it converts their goals itself and sends custom data
 * by their items; definitions that cannot be read leave the rest working.
 * @example const part = await startPart(host); part.trackConversion(12, { orderId: 'A-1' }); part.trackConversion(12, { orderId: 'A-1' }) // the first nonce again
 */
export declare const startPart: StartPart;
