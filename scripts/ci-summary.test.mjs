import { describe, expect, it } from 'vitest';
import { summarize } from './ci-summary.mjs';

const ESC = '\x1b';
// Packages' vitest output as the default reporter prints it (the web's with its colours).
const WEB = [
  `${ESC}[1m${ESC}[30m${ESC}[46m RUN ${ESC}[49m${ESC}[39m${ESC}[22m ${ESC}[36mv5.1.1 ${ESC}[39m${ESC}[90m/check/work/main/packages/web${ESC}[39m`,
  '',
  `${ESC}[41m${ESC}[1m FAIL ${ESC}[22m${ESC}[49m e2e/platform.e2e.ts${ESC}[2m > ${ESC}[22mplatform${ESC}[2m > ${ESC}[22mretry recovers`,
  '',
  `${ESC}[31mTimeoutError: locator.waitFor: Timeout 30000ms exceeded.${ESC}[39m`,
  ' ❯ e2e/platform.e2e.ts:86:5',
  '',
  `${ESC}[2m      Tests ${ESC}[22m ${ESC}[1m${ESC}[31m1 failed${ESC}[39m${ESC}[22m${ESC}[2m | ${ESC}[22m${ESC}[1m${ESC}[32m204 passed${ESC}[39m${ESC}[22m${ESC}[90m (205)${ESC}[39m`,
].join('\n');
const EMULATOR = [
  ' RUN  v5.1.1 /check/work/main/packages/emulator',
  ' FAIL  test/grid-start-failure.test.ts > names the grid process that could not start',
  `AssertionError: expected 'grid: hub exited (1)' to match ${'x'.repeat(400)}`,
  '      Tests  1 failed | 200 passed | 7 skipped (208)',
].join('\n');
const ROOT = [' RUN  v5.1.1 /check/work/main', '      Tests  12 passed (12)'].join('\n');

describe('the closing lines of .ci/run', () => {
  it('adds up the totals of every package', () => {
    expect(summarize(`${ROOT}\n`).split('\n')).toEqual(['12 passed, 0 failed, 0 skipped']);
    expect(summarize([ROOT, WEB, EMULATOR].join('\n')).split('\n').at(-1)).toBe(
      '416 passed, 2 failed, 7 skipped',
    );
  });

  it('names each failed test with its package and the first line of its error', () => {
    const lines = summarize([ROOT, WEB, EMULATOR].join('\n')).split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'failed tests:',
      '  web: e2e/platform.e2e.ts > platform > retry recovers',
      '      TimeoutError: locator.waitFor: Timeout 30000ms exceeded.',
      '  emulator: test/grid-start-failure.test.ts > names the grid process that could not start',
    ]);
    // A long error line is cut, so the closing lines stay the last ones CI shows.
    expect(lines[4]).toMatch(/^ {6}AssertionError: expected 'grid: hub exited \(1\)' to match x+$/);
    expect(lines[4].trim()).toHaveLength(300);
  });

  it('lists tests that failed with one error one after another, the error after the last', () => {
    const shared = [
      ' RUN  v5.1.1 /check/work/main/packages/engines',
      ' FAIL  src/remote.test.ts > a grid > answers',
      ' FAIL  src/remote.test.ts > a grid > closes',
      'Error: connect ECONNREFUSED 127.0.0.1:4444',
      '      Tests  2 failed | 3 passed (5)',
    ].join('\n');
    expect(summarize(shared).split('\n')).toEqual([
      'failed tests:',
      '  engines: src/remote.test.ts > a grid > answers',
      '  engines: src/remote.test.ts > a grid > closes',
      '      Error: connect ECONNREFUSED 127.0.0.1:4444',
      '3 passed, 2 failed, 0 skipped',
    ]);
  });
});
