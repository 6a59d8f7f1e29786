import { h } from './h.js';
import { getPageFlags } from './get-page-flags.js';
import { withFlag } from './with-flag.js';
import { panel } from './panel.js';
import { showResult } from './show-result.js';
import type { ConsentState, DemoWindow } from './visit-tag-api.js';

const STATES: ConsentState[] = ['granted', 'pending', 'denied'];

/**
 * The "Consent and privacy" panel: sets the consent state through the command queue (as a
 * site's consent banner would), shows what the tag reports, and two switches that reload the page:
 * Global Privacy Control (the install snippet then defines `navigator.globalPrivacyControl`
 * before the tag loads) and "consent required" (`data-require-consent` on the script tag).
 * @example document.querySelector('main')!.append(mountPrivacyPanel(window as DemoWindow));
 */
export function mountPrivacyPanel(win: DemoWindow): HTMLElement {
  const flags = getPageFlags();
  const output = h('output', { class: 'result', id: 'consent-result' });
  const current = h('b', { id: 'consent-state' }, '?');
  const refresh = (): void => {
    current.textContent = win.visitTag?.getConsent?.() ?? '(tag not loaded)';
  };
  const buttons = STATES.map((state) =>
    h(
      'button',
      {
        type: 'button',
        id: `consent-${state}`,
        onclick: () => {
          win.visitTagQueue?.push(['setConsent', state]);
          refresh();
          showResult(output, `visitTagQueue.push(['setConsent', '${state}'])`);
        },
      },
      state,
    ),
  );
  const gpc = h('input', {
    type: 'checkbox',
    id: 'gpc-switch',
    checked: flags.gpc,
    onchange: () => location.assign(withFlag('gpc', flags.gpc ? null : '1')),
  });
  const required = h('input', {
    type: 'checkbox',
    id: 'consent-required-switch',
    checked: flags.requireConsent,
    onchange: () => location.assign(withFlag('consent', flags.requireConsent ? null : 'required')),
  });
  const gpcValue = String((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl ?? 'undefined');
  setInterval(refresh, 1000);
  refresh();
  return panel(
    'privacy',
    'Consent and privacy',
    'While pending nothing is stored or sent; denied purges the stored queue and the cookie.',
    h('p', {}, 'getConsent(): ', current, ' · navigator.globalPrivacyControl: ', h('b', { id: 'gpc-value' }, gpcValue)),
    h('div', { class: 'row' }, ...buttons),
    h('label', { class: 'switch' }, gpc, ' Send Global Privacy Control (reloads)'),
    h('label', { class: 'switch' }, required, ' Require consent: data-require-consent (reloads)'),
    output,
  );
}
