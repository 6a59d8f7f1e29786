import type { BridgeOptions, ConsentState, ConsentTarget } from './bridge-types.js';
import { isConsentState } from './is-consent-state.js';
import { strictestConsent } from './strictest-consent.js';

/**
 * The name of the event every bridge announces its own state with, on `window`.
 * @example addEventListener(BRIDGE_EVENT, (event) => console.log(event));
 */
export const BRIDGE_EVENT = 'visit-tag:consent';

/**
 * The `detail` of a `visit-tag:consent` event: which bridge, its own state (none: it has left),
 * and whether it asks the others to answer with theirs (a bridge that has just started).
 * @example addEventListener('visit-tag:consent', (e) => console.log((e as CustomEvent<BridgeAnnouncement>).detail.state));
 */
export interface BridgeAnnouncement {
  bridge: object;
  name: string;
  state?: ConsentState;
  ask?: boolean;
}

/**
 * A bridge's side of the link: report its own state, leave.
 * @example link.report('denied'); link.leave();
 */
export interface BridgeLink {
  report(state: ConsentState): void;
  leave(): void;
}

/**
 * Joins the bridges of one page without a global: each announces its own state in a
 * `visit-tag:consent` event on `window`, keeps the others' (a new bridge asks, the others answer
 * synchronously) and sends the target the strictest of all (`denied` over `pending` over
 * `granted`). With Global Privacy Control on (and `respectGpc` not false) its own state is always
 * `denied`. Its first state, before the CMP answers, is `initial` (default `pending`).
 * @example const link = joinBridges(tracker, 'tcf', {}); link.report('granted');
 */
export function joinBridges(target: ConsentTarget, name: string, options: BridgeOptions, initial: ConsentState = 'pending'): BridgeLink {
  const win = options.window ?? window;
  const me = {};
  const others = new Map<object, ConsentState>();
  const hasGpc =
    options.respectGpc !== false && (win.navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  let own: ConsentState = hasGpc ? 'denied' : initial;
  let sent: ConsentState | undefined;

  const send = (): void => {
    const combined = strictestConsent([own, ...others.values()]);
    if (combined === sent) return;
    sent = combined;
    if (__DEV__) console.info(`[visit-tag consent-${name}] setConsent('${combined}')`, { own, others: [...others.values()] });
    target.setConsent(combined);
  };
  const announce = (detail: Omit<BridgeAnnouncement, 'bridge' | 'name'>): void => {
    win.dispatchEvent(new CustomEvent<BridgeAnnouncement>(BRIDGE_EVENT, { detail: { bridge: me, name, ...detail } }));
  };
  const hear = (event: Event): void => {
    const detail = (event as CustomEvent<BridgeAnnouncement | undefined>).detail;
    if (!detail || typeof detail.bridge !== 'object' || detail.bridge === me) return;
    if (isConsentState(detail.state)) others.set(detail.bridge, detail.state);
    else others.delete(detail.bridge);
    if (detail.ask) announce({ state: own });
    send();
  };

  win.addEventListener(BRIDGE_EVENT, hear);
  announce({ state: own, ask: true });
  send();
  return {
    report(state) {
      const next = hasGpc ? 'denied' : state;
      if (next === own) return;
      own = next;
      announce({ state: own });
      send();
    },
    leave() {
      win.removeEventListener(BRIDGE_EVENT, hear);
      announce({});
    },
  };
}
