// The createTabs test files' set-up (create-tabs-lock.test.ts, create-tabs-channel.test.ts): tabs of one origin.
import { vi } from 'vitest';
import { createTabs } from '../../../src/delivery/page/create-tabs.js';
import { createChannelHub, createLocks, hooksWith } from './fakes.js';

/** Tabs of one origin on one lock manager and one channel hub; each tab's onPeerLeft is a spy. */
export function setupTabs(count: number, options: { withLocks?: boolean } = {}) {
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
