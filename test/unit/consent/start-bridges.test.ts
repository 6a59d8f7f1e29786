// The two bridges end to end in happy-dom, with the IAB's cmpapi as the CMP (one per file: cmpapi
// keeps its state in a module) and a dataLayer as Google's snippet fills it.
import { CmpApi } from '@iabtcf/cmpapi';
import { encodeTcString } from '../../support/consent/encode-tc-string.js';
import { describe, expect, it } from 'vitest';
import type { ConsentState } from '../../../src/consent/bridge-types.js';
import { startGcmBridge } from '../../../src/consent/start-gcm-bridge.js';
import { startTcfBridge } from '../../../src/consent/start-tcf-bridge.js';

describe('startTcfBridge', () => {
  it('follows the CMP, and stop() removes its listener', () => {
    const encode = encodeTcString;
    const cmp = new CmpApi(10, 1);
    const sent: ConsentState[] = [];
    const stop = startTcfBridge({ setConsent: (state) => sent.push(state) }, { vendorId: 755 });
    cmp.update('', true);
    cmp.update(encode([1, 8], [755]));
    cmp.update(encode([1], [755]));
    stop();
    cmp.update(encode([1, 8], [755]));
    expect(sent).toEqual(['pending', 'granted', 'denied']);
  });
});

describe('startGcmBridge', () => {
  it('reads dataLayer now and later, and stop() stops watching', () => {
    const win = window as unknown as { dataLayer?: unknown[] };
    win.dataLayer = [['consent', 'default', { analytics_storage: 'denied', region: ['US'] }]];
    const sent: ConsentState[] = [];
    const stop = startGcmBridge({ setConsent: (state) => sent.push(state) }, { region: 'US-CA', unset: 'granted' });
    win.dataLayer.push(['consent', 'update', { analytics_storage: 'granted' }]);
    stop();
    win.dataLayer.push(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(sent).toEqual(['granted', 'denied', 'granted']); // unset, the US default, the update
    delete win.dataLayer;
  });
});
