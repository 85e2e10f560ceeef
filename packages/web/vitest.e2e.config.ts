import { defineConfig } from 'vitest/config';

/** Browser tests: real Chromium (playwright-core) against the production build on the sandbox. */
export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    // expect.poll's default of 1 s is a timed test on a busy 2-core machine: an outer deadline only.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
