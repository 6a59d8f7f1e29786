// createTabs where the browser refuses Web Locks or the channel: the tab flushes alone, nothing thrown.
import { describe, expect, it, vi } from 'vitest';
import { createTabs } from '../../../src/delivery/page/create-tabs.js';
import { createLocks, hooksWith } from './fakes.js';

describe('createTabs: Web Locks and channel refused (blocked third-party storage, opaque origins)', () => {
  const refusingLocks = () => ({
    request: vi.fn(() => Promise.reject(new DOMException('The request was denied.', 'SecurityError'))),
  });

  it('a lock request that rejects before answering: the flush runs without the lock, now and from then on, reported once', async () => {
    const locks = refusingLocks();
    const onRefused = vi.fn();
    const tabs = createTabs(
      { locks, channel: () => null, random: () => 0.1, webStorage: null, now: () => 0 },
      hooksWith({ onLocksRefused: onRefused }),
    );
    const flush = vi.fn(() => Promise.resolve());
    await tabs.whileHoldingLock(flush, () => {});
    await tabs.whileHoldingLock(flush, () => {});
    expect(flush).toHaveBeenCalledTimes(2);
    expect(locks.request).toHaveBeenCalledTimes(1);
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(String(onRefused.mock.calls[0][0])).toContain('SecurityError');
  });

  it('a flush that fails under the lock is the flush failing, not the lock: it rejects, and the lock is asked again next time', async () => {
    const onRefused = vi.fn();
    const locks = createLocks();
    const tabs = createTabs(
      { locks, channel: () => null, random: () => 0.1, webStorage: null, now: () => 0 },
      hooksWith({ onLocksRefused: onRefused }),
    );
    await expect(
      tabs.whileHoldingLock(
        () => Promise.reject(new Error('store')),
        () => {},
      ),
    ).rejects.toThrow('store');
    const flush = vi.fn(() => Promise.resolve());
    await tabs.whileHoldingLock(flush, () => {});
    expect(flush).toHaveBeenCalledTimes(1);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('a channel that cannot be opened (Firefox: SecurityError in a blocked third-party frame): alone, nothing thrown', () => {
    const channel = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const tabs = createTabs({ locks: null, channel, random: () => 0.1, webStorage: null, now: () => 0 }, hooksWith());
    expect(() => tabs.arrive()).not.toThrow();
    expect(() => tabs.depart(true)).not.toThrow();
    expect(tabs.hasPeers()).toBe(false);
  });

  it('depart twice, as a second stop() does: the closed channel is not used again', () => {
    // Node's BroadcastChannel, like a browser's, throws InvalidStateError on a post after close().
    const tabs = createTabs(
      { locks: null, channel: () => new BroadcastChannel('create-tabs-test'), random: () => 0.1, webStorage: null, now: () => 0 },
      hooksWith(),
    );
    tabs.arrive();
    tabs.depart(true);
    expect(() => tabs.depart(true)).not.toThrow();
    expect(() => tabs.backOff(1)).not.toThrow();
  });
});
