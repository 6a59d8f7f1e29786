import { afterEach, describe, expect, it } from 'vitest';
import type { ConsentState } from '../../../src/consent/bridge-types.js';
import { BRIDGE_EVENT, joinBridges, type BridgeLink } from '../../../src/consent/join-bridges.js';
import { strictestConsent } from '../../../src/consent/strictest-consent.js';

const links: BridgeLink[] = [];
const join = (sent: ConsentState[], options = {}): BridgeLink => {
  const link = joinBridges({ setConsent: (state) => sent.push(state) }, 'test', options);
  links.push(link);
  return link;
};
afterEach(() => links.splice(0).forEach((link) => link.leave()));

describe('strictestConsent', () => {
  it('denied over pending over granted', () => {
    expect(strictestConsent(['granted', 'denied', 'pending'])).toBe('denied');
    expect(strictestConsent(['granted', 'pending'])).toBe('pending');
    expect(strictestConsent(['granted'])).toBe('granted');
    expect(strictestConsent([])).toBe('granted');
  });
});

describe('joinBridges', () => {
  it('starts pending and sends each change once', () => {
    const sent: ConsentState[] = [];
    const link = join(sent);
    link.report('granted');
    link.report('granted');
    link.report('denied');
    expect(sent).toEqual(['pending', 'granted', 'denied']);
  });

  it('two bridges send the stricter state, whichever started first', () => {
    const first: ConsentState[] = [];
    const second: ConsentState[] = [];
    const a = join(first);
    a.report('granted');
    const b = join(second); // a late bridge asks; a answers synchronously
    expect(second).toEqual(['pending']);
    b.report('granted');
    expect([first.at(-1), second.at(-1)]).toEqual(['granted', 'granted']);
    b.report('denied');
    expect([first.at(-1), second.at(-1)]).toEqual(['denied', 'denied']);
    b.leave(); // the one that denied has gone: only a's state is left
    expect(first.at(-1)).toBe('granted');
  });

  it('with Global Privacy Control on, never anything but denied; respectGpc: false ignores it', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, get: () => true });
    try {
      const sent: ConsentState[] = [];
      join(sent).report('granted');
      expect(sent).toEqual(['denied']);
      const ignoring: ConsentState[] = [];
      const other = join(ignoring, { respectGpc: false });
      other.report('granted');
      expect(ignoring).toEqual(['denied']); // the GPC bridge still says denied, and the stricter wins
    } finally {
      delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    }
  });

  it('ignores announcements that are not a bridge’s', () => {
    const sent: ConsentState[] = [];
    join(sent).report('granted');
    window.dispatchEvent(new CustomEvent(BRIDGE_EVENT, { detail: null }));
    window.dispatchEvent(new CustomEvent(BRIDGE_EVENT));
    window.dispatchEvent(new CustomEvent(BRIDGE_EVENT, { detail: { bridge: 'x', state: 'denied' } }));
    expect(sent).toEqual(['pending', 'granted']);
  });
});
