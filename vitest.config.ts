import { defineConfig } from 'vitest/config';

const define = { __DEV__: 'true', __VERSION__: JSON.stringify('0.0.0-test'), __ENGINE_FILE__: 'null', __DEFINITIONS_FILE__: 'null' };

// Three tiers (docs/testing.md): logic in happy-dom, Node clients and the stand-in server in Node,
// real browsers driven from Node. Browser files run after the other two tiers have finished
// (sequence.groupOrder), so a browser test never competes with unit tests. Two files at a time in
// every tier: vitest's default on 2 cores is one worker (cores - 1), and a browser file spends most
// of its time waiting on the browser and the network, not on a core.
export default defineConfig({
  define,
  test: {
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'happy-dom', sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: { name: 'node', include: ['test/node/**/*.test.ts'], environment: 'node', testTimeout: 20_000, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
