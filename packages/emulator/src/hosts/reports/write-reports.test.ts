import { describe, expect, it } from 'vitest';
import type { ScenarioResult } from '../../core/replay';
import { countResults, resultLine } from './write-reports';

const result = (extra: Partial<ScenarioResult>): ScenarioResult => ({
  name: 'back-key-entry-page',
  device: 'pixel-7',
  host: 'headless',
  engine: 'webkit WebKitGTK 2.50',
  ok: true,
  durationMs: 1200,
  steps: [],
  calls: [],
  requests: [],
  ...extra,
});

describe('the console line of a scenario', () => {
  it('names the failed step, its number and why', () => {
    const line = resultLine(
      result({
        ok: false,
        error: 'no bridge call closeWebview {}; calls so far: none',
        steps: [
          { index: 0, label: 'wait for "Repay now"', ok: true, ms: 900 },
          { index: 1, label: 'native event back', ok: true, ms: 5 },
          {
            index: 2,
            label: 'expect bridge call closeWebview',
            ok: false,
            ms: 10_000,
            error: 'no bridge call closeWebview {}; calls so far: none',
            screenshot: 'reports/replay/screenshots/back.failure.png',
          },
          { index: 3, label: 'wait 100 ms', ok: false, ms: 0, error: 'skipped' },
        ],
      }),
    );
    expect(line).toMatch(/^FAIL .* back-key-entry-page \(pixel-7, webkit WebKitGTK 2\.50\): /);
    expect(line).toContain(
      'step 3 (expect bridge call closeWebview): no bridge call closeWebview {}; calls so far: none',
    );
    expect(line).toContain('[screenshot reports/replay/screenshots/back.failure.png]');
  });

  it('says the call comparison when every step passed', () => {
    expect(resultLine(result({ ok: false, error: 'bridge calls differ' }))).toMatch(
      /: bridge calls differ$/,
    );
  });

  it('counts a skipped scenario as skipped, not passed', () => {
    const skipped = result({ skipped: 'chromium cannot go offline' });
    expect(resultLine(skipped)).toMatch(/^SKIP /);
    expect(countResults([result({}), skipped, result({ ok: false })])).toEqual({
      passed: 1,
      failed: 1,
      skipped: 1,
    });
  });
});
