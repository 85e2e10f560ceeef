import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    restoreMocks: true,
    // An outer deadline for a loaded machine; property tests are sized by runs, not by time.
    testTimeout: 120_000,
    // Two files at a time: vitest's default on 2 cores is one, and a third of this run is imports.
    maxWorkers: 2,
  },
});
