/**
 * The one query parameter that carries a visitor to a listed domain (`linkDomains`): the visit
 * state as the cookie holds it (`<visitorCode>.<visitNumber>.<time base 36>`), its time the moment
 * of the click or submit.
 * @example new URL('https://pay-shop.example/?_vt=a1b2.3.lmn0p4q8').searchParams.get(LINK_PARAMETER) // 'a1b2.3.lmn0p4q8'
 */
export const LINK_PARAMETER = '_vt';

/**
 * The longest a parameter may have travelled and still be adopted: a link pasted into a chat and
 * opened later must not make two people one visitor.
 * @example Math.abs(now - state.lastActivity) <= LINK_MAX_AGE_MS
 */
export const LINK_MAX_AGE_MS = 120_000;

/**
 * The address without the {@link LINK_PARAMETER} pair; every other byte as it was (the fragment
 * included). An address without it comes back unchanged. The tag adds the pair once (a link
 * decorated twice has it once, `URLSearchParams.set`), so the first is the only one.
 * @example removeLinkParameter('https://pay.example/a?_vt=a1b2.1.x&b=1#top') // 'https://pay.example/a?b=1#top'
 */
export function removeLinkParameter(url: string): string {
  // `?_vt=…&b` keeps `?`, `&_vt=…&b` keeps `&`, a last pair takes its separator with it.
  return url.replace(LINK_PAIR, (_, separator: string, next: string) => (next ? separator : ''));
}

const LINK_PAIR = new RegExp(`([?&])${LINK_PARAMETER}=[^&#]*(&?)`);
