import type { BridgeAnnouncement } from '../../src/consent/join-bridges.js';
import { BRIDGE_EVENT } from '../../src/consent/join-bridges.js';
import { createTcfCmp, type TcfCmp } from './create-tcf-cmp.js';
import { h } from './h.js';
import { panel } from './panel.js';
import { showResult } from './show-result.js';
import type { DemoWindow } from './visit-tag-api.js';

/** Vendor 755 is visit-tag in the fixture vendor list; the reject choice leaves out purpose 8 and it. */
const ACCEPT_ALL = { purposes: [1, 7, 8, 9], vendors: [42, 755] };
const REJECT = { purposes: [1], vendors: [42] };

/**
 * The "Consent platform (TCF)" panel: loads a TCF v2.2 CMP made with `@iabtcf/cmpapi` and the
 * bridge `dist/consent-tcf.js` (one more script tag, as a site adds it), offers the banner's
 * choices, and shows the state the bridge derived, the tag's state, and what the tag did with the events.
 * @example document.querySelector('main')!.append(mountConsentBridgePanel(window as DemoWindow));
 */
export function mountConsentBridgePanel(win: DemoWindow): HTMLElement {
  const output = h('output', { class: 'result', id: 'cmp-result' });
  const bridgeState = h('b', { id: 'bridge-state' }, '(bridge not loaded)');
  const tagState = h('b', { id: 'bridge-tag-state' }, '?');
  const events = h('span', { id: 'bridge-events' }, '');
  let dropped = 0;
  let cmp: TcfCmp | undefined;
  win.addEventListener(BRIDGE_EVENT, (event) => {
    const detail = (event as CustomEvent<BridgeAnnouncement>).detail;
    if (detail?.name === 'tcf' && detail.state) bridgeState.textContent = detail.state;
  });
  const refresh = (): void => {
    const stats = win.visitTag?.getStats?.();
    tagState.textContent = win.visitTag?.getConsent?.() ?? '(tag not loaded)';
    events.textContent = stats ? `${stats.held} held in memory · ${stats.sent} sent · ${dropped} dropped for consent` : '';
  };
  const load = (): void => {
    if (cmp) return;
    cmp = createTcfCmp();
    win.visitTagQueue?.push([
      'onOutcome',
      (outcome) => {
        if (outcome.type === 'dropped' && outcome.reason === 'consent') dropped += 1;
      },
    ]);
    const script = h('script', { src: '/dist/consent-tcf.js', 'data-vendor-id': '755' });
    document.head.append(script);
    showResult(output, 'CMP started (@iabtcf/cmpapi); <script src="/dist/consent-tcf.js" data-vendor-id="755"> added');
  };
  const choice = (id: string, label: string, act: (cmp: TcfCmp) => unknown) =>
    h(
      'button',
      {
        type: 'button',
        id,
        onclick: () => {
          if (!cmp) return showResult(output, new Error('Load the CMP first'));
          const result = act(cmp);
          showResult(output, typeof result === 'string' ? `TC string ${result}` : label);
          refresh();
        },
      },
      label,
    );
  setInterval(refresh, 500);
  refresh();
  return panel(
    'consent-bridge',
    'Consent platform (TCF v2.2 bridge)',
    'Load the CMP, then answer its banner: the bridge maps the answer to setConsent (purposes 1 and 8, vendor 755).',
    h('div', { class: 'row' }, h('button', { type: 'button', id: 'cmp-load', onclick: load }, 'Load CMP and bridge')),
    h(
      'div',
      { class: 'row' },
      choice('cmp-banner', 'Show banner', (c) => c.showBanner()),
      choice('cmp-accept', 'Accept all', (c) => c.choose(ACCEPT_ALL)),
      choice('cmp-reject', 'Reject (purpose 1 only)', (c) => c.choose(REJECT)),
      choice('cmp-no-gdpr', 'GDPR does not apply', (c) => c.gdprDoesNotApply()),
    ),
    h('p', {}, 'bridge derived: ', bridgeState, ' · tag getConsent(): ', tagState),
    h('p', {}, events),
    output,
  );
}
