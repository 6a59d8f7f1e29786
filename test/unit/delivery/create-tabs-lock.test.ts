// createTabs: the flush lock (Web Locks), so that one tab of an origin flushes at a time.
import { describe, expect, it, vi } from 'vitest';
import { settle } from './fakes.js';
import { setupTabs } from './setup-tabs.js';

/** A flush the test ends when it wants. */
function hangingFlush() {
  let end = () => {};
  const flush = vi.fn(() => new Promise<void>((resolve) => (end = resolve)));
  return { flush, end: () => end() };
}

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
