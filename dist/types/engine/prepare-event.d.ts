/**
 * A tracked input as an event to validate (its nonce given with it): the visitor filled in, the spec's own misspelling of the PAGE URL field (`herf`) read as `href`, fields
 * given as `undefined` left out (an optional field the caller did not set), and the values of the
 * query parameters named in `redactQuery` replaced in its addresses.
 * @example prepareEvent({ eventType: 'PAGE', nonce: '9f1c0a7e3b5d2468', herf: 'https://a.example/' }, 'v1') // { visitorCode: 'v1', eventType: 'PAGE', nonce: '9f1c0a7e3b5d2468', href: 'https://a.example/' }
 */
export declare function prepareEvent(input: Record<string, unknown>, visitorCode: string | undefined, redactQuery?: string[] | string): Record<string, unknown>;
