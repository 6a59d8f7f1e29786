import { defineConfig } from 'vitest/config';

// `npm run test:examples`: the examples (examples/*), each installed from the npm registry, built
// with its framework's own tool and driven in Chromium. Not in `npm test` (vitest.config.ts): the
// installs are heavy. CI runs it after `npm test` (.ci/run).
export default defineConfig({
  test: {
    include: ['test/examples/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
