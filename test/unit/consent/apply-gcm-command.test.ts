import { describe, expect, it } from 'vitest';
import { applyGcmCommand, gcmConsent, type GcmState } from '../../../src/consent/apply-gcm-command.js';
import { matchRegion } from '../../../src/consent/match-region.js';

/** The entries Google's snippet pushes: `arguments` objects, not arrays. */
function gtagEntry(...args: unknown[]): IArguments {
  const collect = function (): IArguments {
    // eslint-disable-next-line prefer-rest-params
    return arguments;
  } as (...items: unknown[]) => IArguments;
  return collect(...args);
}
const run = (region: string | undefined, ...entries: unknown[]): GcmState =>
  entries.reduce<GcmState>((state, entry) => applyGcmCommand(state, entry, region), { defaults: [] });

describe('matchRegion', () => {
  it.each([
    [undefined, 'DE', 0],
    [[], 'DE', 0],
    [['DE', 'FR'], 'DE', 1],
    [['de'], 'DE-BY', 1],
    [['US-CA'], 'us-ca', 2],
    [['US'], 'US-CA', 1],
    [['US-CA'], 'US', -1],
    [['US-CA'], 'US-NY', -1],
    [['DE'], undefined, -1],
  ])('%j for %s → %i', (regions, visitor, expected) => expect(matchRegion(regions, visitor)).toBe(expected));
});

describe('applyGcmCommand and gcmConsent', () => {
  it('reads arguments objects as the gtag snippet pushes them', () => {
    const state = run(undefined, gtagEntry('consent', 'default', { analytics_storage: 'denied', wait_for_update: 500 }));
    expect(gcmConsent(state, 'pending')).toBe('denied');
  });

  it('an update wins over every default, before or after it', () => {
    const state = run(
      'DE',
      gtagEntry('consent', 'update', { analytics_storage: 'granted' }),
      gtagEntry('consent', 'default', { analytics_storage: 'denied', region: ['DE'] }),
    );
    expect(gcmConsent(state, 'pending')).toBe('granted');
    expect(gcmConsent(run('DE', ...[gtagEntry('consent', 'update', { analytics_storage: 'denied' })]), 'granted')).toBe('denied');
  });

  it('the most specific region wins: US-CA over US over no region', () => {
    const entries = [
      gtagEntry('consent', 'default', { analytics_storage: 'granted' }),
      gtagEntry('consent', 'default', { analytics_storage: 'denied', region: ['US'] }),
      gtagEntry('consent', 'default', { analytics_storage: 'granted', region: ['US-CA'] }),
    ];
    expect(gcmConsent(run('US-CA', ...entries), 'pending')).toBe('granted');
    expect(gcmConsent(run('US-NY', ...entries), 'pending')).toBe('denied');
    expect(gcmConsent(run('FR', ...entries), 'pending')).toBe('granted');
    // Unknown region: only the default without a region applies.
    expect(gcmConsent(run(undefined, ...entries.slice(1)), 'pending')).toBe('pending');
  });

  it('unset analytics_storage is the site’s choice; other commands and keys change nothing', () => {
    const state = run(
      undefined,
      gtagEntry('consent', 'default', { ad_storage: 'denied' }),
      gtagEntry('config', 'G-XXXX'),
      { event: 'gtm.js' },
      ['consent', 'default', { analytics_storage: 'maybe' }],
      null,
      'text',
    );
    expect(gcmConsent(state, 'pending')).toBe('pending');
    expect(gcmConsent(state, 'denied')).toBe('denied');
  });

  it('arrays work like arguments objects (a tag manager may push either)', () => {
    expect(gcmConsent(run(undefined, ['consent', 'update', { analytics_storage: 'granted' }]), 'pending')).toBe('granted');
  });
});
