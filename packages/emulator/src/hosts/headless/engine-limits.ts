import type { EngineBrowser, EnginePage } from '@hybrid-loan/engines';
import { DEFAULT_DEVICE_ID, getDevice } from '../../core/devices';
import type { ScenarioResult } from '../../core/replay';
import type { Scenario } from '../../core/scenario';

/** What the engine cannot emulate that this scenario asks for: said in the result. */
export function engineLimits(scenario: Scenario, engine: EngineBrowser): string[] {
  const device = getDevice(scenario.device ?? DEFAULT_DEVICE_ID);
  const limits = new Set<string>();
  for (const c of engine.cannot) {
    if (c.startsWith('touch') && device.touch) limits.add(`${c}: taps are DOM clicks`);
    if (c.startsWith('network') && scenario.network && scenario.network !== 'online')
      limits.add(`${c}: "${scenario.network}" not applied`);
    if (c.startsWith('user agent')) limits.add(`${c}: the engine's own user agent is sent`);
  }
  if (scenario.steps.some((s) => s.step === 'screenshot'))
    limits.add(
      'screenshots: compared on the chromium engine only (the baselines are its pictures)',
    );
  return [...limits];
}

/**
 * Why the scenario cannot be played on this engine (its page open at the entry), or undefined:
 * the steps it needs against what the engine has and what it says it cannot do (its `cannot`).
 */
export async function skipReason(
  scenario: Scenario,
  engine: EngineBrowser,
  page: EnginePage,
): Promise<string | undefined> {
  const workerSteps = scenario.steps.some(
    (st) => st.step === 'expectServiceWorker' || st.step === 'reopen' || st.step === 'server',
  );
  if (workerSteps && !(await page.evaluate(() => 'serviceWorker' in navigator)))
    return `${engine.name} has no service workers for this page (navigator.serviceWorker is missing)`;
  const workerLimit = engine.cannot.find((c) => c.startsWith('service worker'));
  if (workerLimit && workerSteps) return `${engine.name}: ${workerLimit}`;
  const reopenLimit = engine.cannot.find((c) => c.startsWith('reopen'));
  if (reopenLimit && scenario.steps.some((st) => st.step === 'reopen'))
    return `${engine.name}: ${reopenLimit}`;
  // Offline changes what the page does: without it the scenario cannot be played here.
  if (scenario.network === 'offline' && !page.emulateNetwork)
    return `${engine.name} cannot go offline`;
  return undefined;
}

/** The result of a scenario not played on this engine, and why. */
export function skippedResult(
  scenario: Scenario,
  device: string,
  engine: EngineBrowser,
  limits: string[],
  reason: string,
): ScenarioResult {
  return {
    name: scenario.name,
    device,
    host: 'headless',
    engine: `${engine.name} ${engine.version}`,
    limits,
    skipped: reason,
    ok: true,
    durationMs: 0,
    steps: [],
    calls: [],
    requests: [],
  };
}
