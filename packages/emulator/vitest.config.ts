import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    // expect.poll's default of 1 s is a timed test on a busy 2-core machine: an outer deadline only.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    // Browser-heavy files share 2 cores: a few at a time.
    maxWorkers: 2,
  },
});
