// createTabs: the backoff deadline kept in Web Storage, so pages that open later learn it.
import { describe, expect, it } from 'vitest';
import { createTabs } from '../../../src/delivery/page/create-tabs.js';
import { hooksWith } from './fakes.js';

describe('createTabs: a deadline that outlives the pages that knew it', () => {
  it('a page that opens after every tab that knew of a backoff has gone learns its deadline from Web Storage; online ends it for later pages too', () => {
    const webStorage = new Storage();
    const alone = { locks: null, channel: () => null, random: () => 0.1, webStorage, now: () => 0 };
    const failed = createTabs(alone, hooksWith());
    failed.backOff(5_000);
    failed.depart(true); // navigated away: nobody on the channel heard it
    // A page reads the kept deadline as it arrives (start, pageshow).
    const arrived = (env: Parameters<typeof createTabs>[0]) => {
      const tabs = createTabs(env, hooksWith());
      tabs.arrive();
      return tabs;
    };
    const next = arrived(alone);
    expect(next.retryAt()).toBe(5_000);
    next.endBackoff();
    expect(next.retryAt()).toBe(0);
    expect(arrived(alone).retryAt()).toBe(0);
  });

  it('without Web Storage (blocked: reading it throws) the deadline lives in memory only', () => {
    const blocked = {
      getItem() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      removeItem() {},
    };
    const env = { locks: null, channel: () => null, random: () => 0.1, webStorage: blocked, now: () => 0 };
    const tab = createTabs(env, hooksWith());
    tab.backOff(5_000);
    expect(tab.retryAt()).toBe(5_000);
    const later = createTabs(env, hooksWith());
    later.arrive();
    expect(later.retryAt()).toBe(0);
  });

  it('a clock set back after a backoff began moves the deadline back as far: it comes after its own length, not after the jump', () => {
    let now = 1_000_000_000;
    const env = { locks: null, channel: () => null, random: () => 0.1, webStorage: new Storage(), now: () => now };
    const tab = createTabs(env, hooksWith());
    tab.backOff(now + 90_000); // a Retry-After of 90 s, longer than any backoff step: kept whole
    now -= 24 * 3600_000; // the laptop wakes with its clock a day behind
    expect(tab.retryAt() - now).toBe(90_000);
    now += 90_000;
    expect(tab.retryAt()).toBeLessThanOrEqual(now); // over: the next send may go
  });
});
