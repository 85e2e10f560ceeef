import { defineConfig } from 'vitest/config';

/** Each engine's test starts a real browser: generous timeouts on a loaded 2-core machine. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two files at a time (vitest's default on 2 cores is one): the process-group tests mostly wait
    // on the processes they start, the engines' tests on their browsers.
    maxWorkers: 2,
  },
});
