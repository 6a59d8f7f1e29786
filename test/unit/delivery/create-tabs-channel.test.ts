// createTabs: what the tabs of an origin tell each other on the channel (presence, carried nonces, the shared backoff).
import { describe, expect, it, vi } from 'vitest';
import { createTabs, type Tabs } from '../../../src/delivery/page/create-tabs.js';
import { createChannelHub, hooksWith, settle } from './fakes.js';
import { setupTabs } from './setup-tabs.js';

const arriveAll = async (list: { tabs: Tabs }[]) => {
  for (const { tabs } of list) tabs.arrive();
  await settle();
};

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
