import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { parseScenario } from '../src/core/load-scenario';
import { launchChromium } from '../src/hosts/headless/chromium';
import { replayHeadless } from '../src/hosts/headless/headless-run';
import { runSuite } from '../src/hosts/headless/run-suite';
import { REPORTS_DIR } from '../src/hosts/paths';
import { junitXml } from '../src/hosts/reports/junit';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

it('fails a scenario whose expected calls are wrong, with a side-by-side diff', async () => {
  const scenario = parseScenario(
    JSON.stringify({
      version: 1,
      name: 'wrong-expectation',
      entry: '/customerService',
      steps: [
        { step: 'tap', testId: 'service-phone' },
        { step: 'wait', ms: 300 },
      ],
      expectedCalls: { order: 'strict', calls: [{ method: 'rate' }, { method: 'closeWebview' }] },
    }),
  );
  const result = await replayHeadless(scenario, {
    browser,
    baseUrl: inject('sandboxUrl'),
    outDir: REPORTS_DIR,
  });
  expect(result.ok).toBe(false);
  expect(result.error).toBe('bridge calls differ');
  const diff = result.comparison?.diff ?? '';
  expect(diff).toContain('expected');
  expect(diff).toContain('actual');
  expect(diff).toMatch(/≠ rate\s+\| call \{"phone":/);
  expect(diff).toMatch(/- closeWebview\s+\| —/);
  expect(junitXml([result])).toContain('<failure message="bridge calls differ">');
}, 60_000);

// The same wrong expectation fails on the real old engines too, with the engine named.
it.each(['chromium-80', 'webkit'] as const)(
  'fails a scenario whose expected calls are wrong on %s',
  async (engine) => {
    const scenario = parseScenario(
      JSON.stringify({
        version: 1,
        name: `wrong-expectation-${engine}`,
        entry: '/customerService',
        steps: [
          { step: 'tap', testId: 'service-phone' },
          { step: 'wait', ms: 300 },
        ],
        expectedCalls: { order: 'strict', calls: [{ method: 'rate' }, { method: 'closeWebview' }] },
      }),
    );
    const [result] = await runSuite([{ file: 'wrong-expectation.json', scenario }], {
      baseUrl: inject('sandboxUrl'),
      outDir: REPORTS_DIR,
      engine,
    });
    expect(result?.engine).toMatch(new RegExp(`^${engine} `));
    expect(result?.ok).toBe(false);
    expect(result?.error).toBe('bridge calls differ');
    expect(result?.comparison?.diff ?? '').toMatch(/≠ rate\s+\| call \{"phone":/);
    expect(result?.comparison?.diff ?? '').toMatch(/- closeWebview\s+\| —/);
  },
  180_000,
);
