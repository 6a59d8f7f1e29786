import { truncateCharacters } from '../wire/count-characters.js';
import { encodePairs } from '../wire/encode-lines.js';
import { MAX_TITLE_LENGTH, MAX_URL_LENGTH } from '../wire/event-table.js';
import type { Call } from './call.js';

/**
 * The line of a page view the tag counted itself, for the loader's page-hide beacon when the
 * engine never came: only the PAGE fields the page gave, cut to the contract's limits (the event
 * table's two numbers), in the table's order, without the visitor (the query names it). What the
 * engine adds later (URL rules' indices, `beforeSend`) is not in it.
 * @example encodeOwnView(call) // 'eventType=PAGE&nonce=9f1c0a7e3b5d2468&href=https%3A%2F%2Fa.example%2F&title=A'
 */
export function encodeOwnView(call: Call): string {
  const view = call.view!;
  const url = (text = '') => truncateCharacters(text, MAX_URL_LENGTH);
  const fields: Array<[string, string]> = [
    ['eventType', 'PAGE'],
    ['nonce', call.nonce],
    ['href', url(view.href)],
    ['canonicalHref', url(view.canonicalHref)],
    ['title', truncateCharacters(view.title, MAX_TITLE_LENGTH)],
    ['referrerHref', url(view.referrerHref)],
  ];
  return encodePairs(fields.filter(([, text]) => text));
}
