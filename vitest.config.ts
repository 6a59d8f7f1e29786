import { defineConfig } from 'vitest/config';

const define = { __DEV__: 'true', __VERSION__: JSON.stringify('0.0.0-test'), __ENGINE_FILE__: 'null', __DEFINITIONS_FILE__: 'null' };

// Three tiers (docs/testing.md): logic in happy-dom, Node clients and the stand-in server in Node,
// real browsers driven from Node. Browser files run one at a time, after the other two tiers have
// finished (sequence.groupOrder), so a browser test never competes with unit tests for 2 cores.
export default defineConfig({
  define,
  test: {
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
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
