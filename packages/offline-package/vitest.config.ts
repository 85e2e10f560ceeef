import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // An outer deadline for a loaded machine; the tests wait for conditions, never for time.
    testTimeout: 120_000,
    // Two at a time: the real-build test mostly waits for its child build, the others overlap it.
    maxWorkers: 2,
  },
});
