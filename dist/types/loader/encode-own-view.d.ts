import type { Call } from './call.js';
/**
 * The line of a page view the tag counted itself, for the loader's page-hide beacon when the
 * engine never came: only the PAGE fields the page gave, cut to the contract's limits (the event
 * table's two numbers), in the table's order, without the visitor (the query names it). What the
 * engine adds later (URL rules' indices, `beforeSend`) is not in it.
 * @example encodeOwnView(call) // 'eventType=PAGE&nonce=9f1c0a7e3b5d2468&href=https%3A%2F%2Fa.example%2F&title=A'
 */
export declare function encodeOwnView(call: Call): string;
