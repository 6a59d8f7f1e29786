import { describe, expect, it } from 'vitest';
import { watchDataLayer } from '../../../src/consent/watch-data-layer.js';
import { readBridgeDataset } from '../../../src/consent/read-bridge-dataset.js';

describe('watchDataLayer', () => {
  it('sees the entries already there, then each push, and keeps a wrapper made before or after it working', () => {
    const layer: unknown[] = ['old'];
    const gtmBefore: unknown[] = [];
    const push = layer.push;
    layer.push = function (...items: unknown[]) {
      gtmBefore.push(...items);
      return push.apply(this, items);
    };
    const seen: unknown[] = [];
    const unwatch = watchDataLayer(layer, (entry) => seen.push(entry));
    const gtmAfter: unknown[] = [];
    const ours = layer.push;
    layer.push = function (...items: unknown[]) {
      gtmAfter.push(...items);
      return ours.apply(this, items);
    };
    expect(layer.push('a', 'b')).toBe(3);
    expect({ seen, gtmBefore, gtmAfter, layer: [...layer] }).toEqual({
      seen: ['old', 'a', 'b'],
      gtmBefore: ['a', 'b'],
      gtmAfter: ['a', 'b'],
      layer: ['old', 'a', 'b'],
    });
    unwatch();
    layer.push('c');
    expect(seen).toEqual(['old', 'a', 'b']);
    expect([...layer]).toEqual(['old', 'a', 'b', 'c']);
  });

  it('restores push when nobody wrapped it since', () => {
    const layer: unknown[] = [];
    const original = layer.push;
    watchDataLayer(layer, () => {})();
    expect(layer.push).toBe(original);
  });
});

describe('readBridgeDataset', () => {
  it('reads the data-* options and leaves unreadable ones out', () => {
    expect(readBridgeDataset({ purposes: '1,8,10', vendorId: '755', respectGpc: 'false', region: 'US-CA', unset: 'denied' })).toEqual({
      purposes: [1, 8, 10],
      vendorId: 755,
      respectGpc: false,
      region: 'US-CA',
      unset: 'denied',
    });
    expect(readBridgeDataset({ purposes: '1,x', vendorId: 'abc', respectGpc: 'true', unset: 'maybe' })).toEqual({});
  });
});
