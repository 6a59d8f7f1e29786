import { LINK_PARAMETER } from './link-parameter.js';
import { readList } from '../lib/read-list.js';
import { formatVisitState, type VisitState } from './visit-state.js';

/**
 * Carries the visitor to the listed domains: when a link or a form leads to one of `linkDomains` (a
 * list, or names separated by commas) or a subdomain of one, other than the listed domain of this
 * page, adds {@link LINK_PARAMETER} with the visit `getVisit()` gives, timed now, at the last
 * moment: in the capture phase of `mousedown` (every button, so a middle click, a ctrl/cmd click
 * and the context menu's "open in new tab" carry it), `click` (the keyboard's Enter, taps,
 * `link.click()`) and `submit`. Links are not rewritten at load and the navigation is never
 * delayed or cancelled. A GET form gets a hidden field (its query is replaced by the form's
 * fields), any other form its action. Nothing is added when `getVisit()` gives nothing (consent
 * not granted) or under Global Privacy Control. `form.submit()` fires no event and is not seen.
 * @example decorateLinks(window, 'pay-shop.example', () => ({ visitorCode: 'a1b2', visitNumber: 3, lastActivity: 0 }), Date.now)
 */
export function decorateLinks(
  win: Window,
  linkDomains: string[] | string,
  getVisit: () => VisitState | false | undefined,
  now: () => number,
): void {
  const domains = readList(linkDomains);
  const listed = (host: string) => domains.find((domain) => host === domain || host.endsWith('.' + domain));
  const here = win.location.hostname;
  // The value to add to `url`, or undefined when it leads elsewhere or nothing may be shared.
  const valueFor = (url: URL) => {
    const domain = listed(url.hostname);
    const isAway = /^https?:$/.test(url.protocol) && url.hostname !== here && domain != null && domain !== listed(here);
    const isGpc = (win.navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
    const visit = isAway && !isGpc && getVisit();
    return visit ? formatVisitState({ ...visit, lastActivity: now() }) : undefined;
  };
  const withValue = (address: string) => {
    const url = new URL(address, win.document.baseURI);
    const value = valueFor(url);
    if (value == null) return undefined;
    url.searchParams.set(LINK_PARAMETER, value);
    return url.href;
  };
  const onPointer = (event: Event) => {
    // composedPath reaches links inside shadow roots; SVG links (href not a string) are left alone.
    const link = event.composedPath().find((node): node is HTMLAnchorElement => /^(a|area)$/.test((node as Element).localName ?? ''));
    const href = typeof link?.href == 'string' && link.href && withValue(link.href);
    if (href) link.href = href;
  };
  const onSubmit = (event: Event) => {
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter;
    // Attributes, not form.action / form.method: a field named "action" would shadow those.
    const owner = submitter?.hasAttribute('formaction') ? submitter : form;
    const attribute = owner === form ? 'action' : 'formaction';
    const method = (submitter?.getAttribute('formmethod') || form.getAttribute('method') || 'get').toLowerCase();
    const url = new URL(owner.getAttribute(attribute) ?? '', win.document.baseURI);
    const value = valueFor(url);
    if (value == null) return;
    if (method === 'get') {
      let field = form.querySelector<HTMLInputElement>(`input[name=${LINK_PARAMETER}]`);
      if (!field) field = form.appendChild(win.document.createElement('input'));
      field.type = 'hidden';
      field.name = LINK_PARAMETER;
      field.value = value;
    } else {
      url.searchParams.set(LINK_PARAMETER, value);
      owner.setAttribute(attribute, url.href);
    }
  };
  // Never an exception into the page's event dispatch (a malformed address is left as it is).
  const quietly = (handler: (event: Event) => void) => (event: Event) => {
    try {
      handler(event);
    } catch {
      // nothing decorated
    }
  };
  for (const type of ['mousedown', 'click']) win.addEventListener(type, quietly(onPointer), true);
  win.addEventListener('submit', quietly(onSubmit), true);
}
