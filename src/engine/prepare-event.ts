import { redactUrls } from '../loader/redact-urls.js';

/**
 * A tracked input as an event to validate (its nonce given with it): the visitor filled in, the spec's own misspelling of the PAGE URL field (`herf`) read as `href`, fields
 * given as `undefined` left out (an optional field the caller did not set), and the values of the
 * query parameters named in `redactQuery` replaced in its addresses.
 * @example prepareEvent({ eventType: 'PAGE', nonce: '9f1c0a7e3b5d2468', herf: 'https://a.example/' }, 'v1') // { visitorCode: 'v1', eventType: 'PAGE', nonce: '9f1c0a7e3b5d2468', href: 'https://a.example/' }
 */
export function prepareEvent(
  input: Record<string, unknown>,
  visitorCode: string | undefined,
  redactQuery?: string[] | string,
): Record<string, unknown> {
  const event: Record<string, unknown> = { visitorCode, ...input, nonce: input.nonce };
  event.href ??= event.herf;
  delete event.herf;
  for (const key of Object.keys(event)) if (event[key] === undefined) delete event[key];
  redactUrls(event, redactQuery);
  return event;
}
