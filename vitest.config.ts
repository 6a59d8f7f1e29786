import { defineConfig } from 'vitest/config';

const define = { __DEV__: 'true', __VERSION__: JSON.stringify('0.0.0-test') };

// Three tiers (STYLE.md §11): logic in happy-dom, Node clients and the stand-in server in Node,
// real browsers driven from Node. Browser files run one at a time: 2 cores, one browser each.
export default defineConfig({
  define,
  test: {
    projects: [
      { define, test: { name: 'unit', include: ['test/unit/**/*.test.ts'], environment: 'happy-dom' } },
      { define, test: { name: 'node', include: ['test/node/**/*.test.ts'], environment: 'node', testTimeout: 20_000 } },
      {
        define,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
