import { describe, expect, it, vi } from 'vitest';
import { Window } from 'happy-dom';
import { createCookieJar } from '../../../src/identity/create-cookie-jar.js';
import { withdrawConsent } from '../../../src/engine/withdraw-consent.js';
import { createFakeDelivery } from './fake-delivery.js';

// vitest.config's per-project `define` does not replace __DEV__ in src/ under vitest 4: set it as a global.
vi.stubGlobal('__DEV__', true);

describe('withdrawConsent', () => {
  it('runs every step even when one throws, then throws the first error', () => {
    const delivery = createFakeDelivery();
    delivery.stop = () => {
      throw new DOMException('BroadcastChannel is closed.', 'InvalidStateError');
    };
    const win = new Window({ url: 'https://shop.example/' });
    const jar = createCookieJar(win.document as unknown as Document, 'visitTag');
    jar.write('a1b2.1.lmn0p4q8');
    const dropped: string[] = [];
    const held = [{ eventType: 'PRODUCT', nonce: '0123456789abcdef', ean: '1' }] as Parameters<typeof withdrawConsent>[1];
    expect(() => withdrawConsent(delivery, held, (event, reason) => dropped.push(`${event.nonce} ${reason}`), jar)).toThrow('closed');
    expect(dropped).toEqual(['0123456789abcdef consent']);
    expect(win.document.cookie).not.toMatch(/visitTag=./);
    expect(delivery.calls).toContain('purge');
  });
});
