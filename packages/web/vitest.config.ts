import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  define: { __DEV_PAGES__: 'true' },
  resolve: { conditions: ['source'] },
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'sandbox/**/*.test.ts',
      'scripts/**/*.test.ts',
      'hosting/**/*.test.ts',
    ],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
