import { defineConfig } from 'vitest/config';

// The repository's own scripts (each package has its own config).
export default defineConfig({
  test: { include: ['scripts/**/*.test.mjs'], testTimeout: 60_000 },
});
