import { createNonce } from '../wire/create-nonce.js';
import { redactUrls } from './redact-urls.js';

/**
 * A tracked input as an event to validate: the visitor filled in, a fresh nonce unless the caller
 * gave one, the spec's own misspelling of the PAGE URL field (`herf`) read as `href`, fields
 * given as `undefined` left out (an optional field the caller did not set), and the values of the
 * query parameters named in `redactQuery` replaced in its addresses.
 * @example prepareEvent({ eventType: 'PAGE', herf: 'https://a.example/' }, 'v1') // { visitorCode: 'v1', eventType: 'PAGE', nonce: '…', href: 'https://a.example/' }
 */
export function prepareEvent(
  input: Record<string, unknown>,
  visitorCode: string | undefined,
  redactQuery?: string[] | string,
): Record<string, unknown> {
  const event: Record<string, unknown> = { visitorCode, ...input, nonce: input.nonce ?? createNonce() };
  event.href ??= event.herf;
  delete event.herf;
  for (const key of Object.keys(event)) if (event[key] === undefined) delete event[key];
  redactUrls(event, redactQuery);
  return event;
}
