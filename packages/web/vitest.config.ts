import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const include = [
  'src/**/*.test.{ts,tsx}',
  'sandbox/**/*.test.ts',
  'scripts/**/*.test.ts',
  'hosting/**/*.test.ts',
];

// Most files share one jsdom per worker (`isolate: false`): a fresh jsdom and React per file cost
// about 2 s each, more than the tests themselves. A file that replaces a module with `vi.mock` or
// `vi.doMock` needs its own module graph, so those run isolated; they are found by reading the files.
const testFile = /\.test\.tsx?$/;
const mocking = ['src', 'sandbox', 'scripts', 'hosting'].flatMap((dir) =>
  readdirSync(join(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => testFile.test(f))
    .map((f) => `${dir}/${f.replaceAll('\\', '/')}`)
    .filter((f) =>
      /\bvi\.(mock|doMock)\(/.test(readFileSync(join(import.meta.dirname, f), 'utf8')),
    ),
);
// Files that need a window no other file has used. The site loader's test fires the window's
// `load` event and waits for an animation frame and a task: in the shared window it failed in
// every full run (a file before it leaves that window in a state we did not pin down) and never
// alone, so it gets a window of its own until the cause is found.
const ownWindow = [...mocking, 'src/site/site-loader.test.ts'];

export default defineConfig({
  plugins: [react()],
  define: { __DEV_PAGES__: 'true' },
  resolve: { conditions: ['source'] },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // An outer deadline, not a budget: tests wait for conditions, and property tests are sized by
    // their number of runs (a loaded 2-core machine took 17.7 s for one that takes 4 s alone).
    testTimeout: 120_000,
    pool: 'threads',
    // The tests mostly wait on the in-process sandbox and timers, so four workers fit 2 cores.
    maxWorkers: 4,
    projects: [
      { extends: true, test: { name: 'shared', include, exclude: ownWindow, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ownWindow } },
    ],
  },
});
