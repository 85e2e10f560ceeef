import { defineConfig } from 'vitest/config';

export default defineConfig({
  // An outer deadline for a loaded machine; property tests are sized by runs, not by time.
  test: { environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 120_000 },
});
