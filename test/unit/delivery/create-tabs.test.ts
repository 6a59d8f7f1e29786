import { describe, expect, it, vi } from 'vitest';
import { createTabs, type Tabs } from '../../../src/delivery/page/create-tabs.js';
import { createChannelHub, createLocks, hooksWith, settle } from './fakes.js';

/** Tabs of one origin on one lock manager and one channel hub; each tab's onPeerLeft is a spy. */
function setupTabs(count: number, options: { withLocks?: boolean } = {}) {
  const locks = options.withLocks === false ? null : createLocks();
  const hub = createChannelHub();
  const tabs = Array.from({ length: count }, (_, i) => {
    const onPeerLeft = vi.fn<() => void>();
    return {
      tabs: createTabs({ locks, channel: hub, random: () => i + 0.5, webStorage: null, now: () => 0 }, hooksWith({ onPeerLeft })),
      onPeerLeft,
    };
  });
  return { locks, hub, tabs };
}

/** A flush the test ends when it wants. */
function hangingFlush() {
  let end = () => {};
  const flush = vi.fn(() => new Promise<void>((resolve) => (end = resolve)));
  return { flush, end: () => end() };
}

const arriveAll = async (list: { tabs: Tabs }[]) => {
  for (const { tabs } of list) tabs.arrive();
  await settle();
};

describe('createTabs: the flush lock', () => {
  it('runs the flush in the tab that holds the lock; another tab is told it is busy and does not flush', async () => {
    const { tabs, locks } = setupTabs(2);
    const first = hangingFlush();
    const onBusyA = vi.fn();
    const holding = tabs[0].tabs.whileHoldingLock(first.flush, onBusyA);
    expect(first.flush).toHaveBeenCalledTimes(1);
    const second = vi.fn(() => Promise.resolve());
    const onBusyB = vi.fn();
    await tabs[1].tabs.whileHoldingLock(second, onBusyB);
    expect(second).not.toHaveBeenCalled();
    expect(onBusyB).toHaveBeenCalledTimes(1);
    expect(onBusyA).not.toHaveBeenCalled();
    expect(locks!.names).toEqual(['visit-tag-flush', 'visit-tag-flush']);
    first.end();
    await holding;
    expect(locks!.isHeld()).toBe(false);
    await tabs[1].tabs.whileHoldingLock(second, onBusyB);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('without Web Locks each tab flushes on its own', async () => {
    const { tabs } = setupTabs(2, { withLocks: false });
    const first = hangingFlush();
    void tabs[0].tabs.whileHoldingLock(first.flush, () => {});
    const second = vi.fn(() => Promise.resolve());
    const onBusy = vi.fn();
    await tabs[1].tabs.whileHoldingLock(second, onBusy);
    expect(second).toHaveBeenCalledTimes(1);
    expect(onBusy).not.toHaveBeenCalled();
    first.end();
  });

  it('giveBackLock() releases the lock while the flush still runs, and another tab can take it', async () => {
    const { tabs, locks } = setupTabs(2);
    const first = hangingFlush();
    let isDone = false;
    void tabs[0].tabs.whileHoldingLock(first.flush, () => {}).then(() => (isDone = true));
    await settle();
    expect(locks!.isHeld()).toBe(true);
    tabs[0].tabs.giveBackLock();
    await settle();
    expect(isDone).toBe(true);
    expect(locks!.isHeld()).toBe(false);
    const second = vi.fn(() => Promise.resolve());
    await tabs[1].tabs.whileHoldingLock(second, () => {});
    expect(second).toHaveBeenCalledTimes(1);
    first.end(); // the first flush's request is answered later: nothing breaks
    await settle();
  });
});

describe('createTabs: presence', () => {
  it('answers hello with here: each tab then knows the other', async () => {
    const { tabs, hub } = setupTabs(2);
    tabs[0].tabs.arrive();
    await settle();
    expect(tabs[0].tabs.hasPeers()).toBe(false); // alone
    tabs[1].tabs.arrive();
    await settle();
    expect(hub.posted.map((message) => (message as unknown[])[0])).toEqual(['hello', 'hello', 'here']);
    expect(tabs.map(({ tabs }) => tabs.hasPeers())).toEqual([true, true]);
  });

  it('a tab that opens during a backoff learns the deadline from the answer to its hello', async () => {
    const { tabs } = setupTabs(2);
    tabs[0].tabs.arrive();
    await settle();
    tabs[0].tabs.backOff(40_000); // alone: nobody hears it
    await settle();
    expect(tabs[1].tabs.retryAt()).toBe(0);
    tabs[1].tabs.arrive(); // a new tab says hello
    await settle();
    expect(tabs[1].tabs.retryAt()).toBe(40_000);
  });

  it('bye removes the peer and tells the others to flush (onPeerLeft); closing closes the channel', async () => {
    const { tabs, hub } = setupTabs(3);
    await arriveAll(tabs);
    tabs[0].tabs.depart(true);
    await settle();
    expect(hub.openCount()).toBe(2);
    expect(tabs[1].onPeerLeft).toHaveBeenCalledTimes(1);
    expect(tabs[2].onPeerLeft).toHaveBeenCalledTimes(1);
    expect(tabs[0].onPeerLeft).not.toHaveBeenCalled();
    expect(tabs[1].tabs.hasPeers()).toBe(true); // tab 2 is still there
    tabs[2].tabs.depart(false); // freeze: says bye, keeps the channel
    await settle();
    expect(hub.openCount()).toBe(2);
    expect(tabs[1].tabs.hasPeers()).toBe(false);
  });

  it('greet() says hello again (resume), and the answers make the peer known again', async () => {
    const { tabs } = setupTabs(2);
    await arriveAll(tabs);
    tabs[0].tabs.depart(false);
    await settle();
    expect(tabs[1].tabs.hasPeers()).toBe(false);
    tabs[0].tabs.greet();
    await settle();
    expect(tabs.map(({ tabs }) => tabs.hasPeers())).toEqual([true, true]);
  });

  it('without a channel a tab is alone and says nothing', async () => {
    const onPeerLeft = vi.fn();
    const tabs = createTabs(
      { locks: null, channel: () => null, random: () => 0.1, webStorage: null, now: () => 0 },
      hooksWith({ onPeerLeft }),
    );
    tabs.arrive();
    tabs.backOff(5_000);
    tabs.depart(true);
    await settle();
    expect(tabs.hasPeers()).toBe(false);
    expect(tabs.retryAt()).toBe(5_000);
    expect(onPeerLeft).not.toHaveBeenCalled();
  });
});

describe('createTabs: what the sender carries', () => {
  it("a tab's `carry` reaches every other live tab with its nonces, not the tab itself", async () => {
    const hub = createChannelHub();
    const heard = [vi.fn<(nonces: string[]) => void>(), vi.fn<(nonces: string[]) => void>()];
    const tabs = heard.map((onPeerCarries, i) =>
      createTabs({ locks: null, channel: hub, random: () => i, webStorage: null, now: () => 0 }, hooksWith({ onPeerCarries })),
    );
    tabs.forEach((tab) => tab.arrive());
    await settle();
    tabs[0].carry(['0123456789abcdef', 'fedcba9876543210']);
    await settle();
    expect(heard[1]).toHaveBeenCalledWith(['0123456789abcdef', 'fedcba9876543210']);
    expect(heard[0]).not.toHaveBeenCalled();
    expect(tabs[1].hasPeers()).toBe(true);
  });
});

describe('createTabs: the shared backoff', () => {
  it('a backoff reaches every tab, and each keeps the latest deadline it heard', async () => {
    const { tabs } = setupTabs(3);
    await arriveAll(tabs);
    tabs[0].tabs.backOff(50_000);
    await settle();
    expect(tabs.map(({ tabs }) => tabs.retryAt())).toEqual([50_000, 50_000, 50_000]);
    // Tab 1's own request (sent before it heard) fails with a shorter delay: no tab's wait is shortened, its own neither.
    tabs[1].tabs.backOff(20_000);
    await settle();
    expect(tabs.map(({ tabs }) => tabs.retryAt())).toEqual([50_000, 50_000, 50_000]);
    tabs[2].tabs.backOff(90_000);
    await settle();
    expect(tabs.map(({ tabs }) => tabs.retryAt())).toEqual([90_000, 90_000, 90_000]);
  });

  it('endBackoff() (online) ends this tab’s wait only', async () => {
    const { tabs } = setupTabs(2);
    await arriveAll(tabs);
    tabs[0].tabs.backOff(50_000);
    await settle();
    tabs[1].tabs.endBackoff();
    expect(tabs.map(({ tabs }) => tabs.retryAt())).toEqual([50_000, 0]);
  });
});

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
