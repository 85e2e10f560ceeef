import { defineConfig } from 'vitest/config';

/** Each engine's test starts a real browser: generous timeouts on a loaded 2-core machine. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
