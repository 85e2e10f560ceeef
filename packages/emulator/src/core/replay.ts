import type { SandboxFieldReport } from '@hybrid-loan/dev-contract';
import type { CallEntry } from './call-log';
import { callMatches, compareCalls } from './compare-calls';
import { findDevice } from './devices';
import { REDACTED } from './redact';
import type { Driver, ScenarioResult, StepResult } from './replay-types';
import { describeStep, type Scenario, type Step } from './scenario';
import { workerMismatch } from './worker-mismatch';

export type { Driver, ScenarioResult, StepResult } from './replay-types';

/** A step's time limit unless the step's `timeoutMs` or the run's `--step-timeout` says otherwise. */
export const DEFAULT_TIMEOUT_MS = 10_000;

/** What a run sets for all its scenarios. */
export interface ReplayOptions {
  /** Each step's time limit where the step gives none (`--step-timeout`; default 10 s). */
  stepTimeoutMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  interval = 50,
): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= end) return false;
    await sleep(interval);
  }
}

/** The hash route of a URL: path and query. */
export function hashRoute(url: string): { path: string; query: URLSearchParams } {
  const hash = url.includes('#') ? url.slice(url.indexOf('#') + 1) : '/';
  const [path = '/', query = ''] = hash.split('?');
  return { path, query: new URLSearchParams(query) };
}

/** How long the page settles after the last step before an absence is checked. */
const SETTLE_MS = 200;

/** When the last step that could change the page ended: absence checks in a row settle once. */
interface Pace {
  lastChangeAt: number;
  /** The run's time limit for a step that gives none. */
  timeoutMs: number;
  /** The worker's build the first `expectServiceWorker` saw (for `newVersion`). */
  firstVersion?: string;
}

async function runStep(
  driver: Driver,
  step: Step,
  pace: Pace,
): Promise<string | { note: string } | undefined> {
  switch (step.step) {
    case 'tap':
      await driver.tap(step, step.timeoutMs ?? pace.timeoutMs);
      return;
    case 'fill':
      if (step.value === REDACTED)
        throw new Error(
          `the recording kept no value for [${step.testId}] (a code or secret): write the sandbox's test value into the scenario`,
        );
      await driver.fill(step.testId, step.value, step.timeoutMs ?? pace.timeoutMs);
      return;
    case 'waitForText':
      await driver.waitForText(step.text, step.timeoutMs ?? pace.timeoutMs);
      return;
    case 'waitFor':
      await driver.waitFor(step.testId, step.timeoutMs ?? pace.timeoutMs);
      return;
    case 'expectText': {
      if (step.absent) {
        // Absence is checked after the page settles a moment, not at once.
        await sleep(Math.max(0, pace.lastChangeAt + SETTLE_MS - Date.now()));
        if (await driver.hasText(step.text, step.testId, 0))
          throw new Error(`"${step.text}" is shown but should not be`);
      } else if (
        !(await driver.hasText(step.text, step.testId, step.timeoutMs ?? pace.timeoutMs))
      ) {
        throw new Error(`"${step.text}" not found${step.testId ? ` in [${step.testId}]` : ''}`);
      }
      return;
    }
    case 'expectUrl': {
      let last = '';
      const ok = await until(async () => {
        last = await driver.url();
        const route = hashRoute(last);
        return (
          route.path === step.path &&
          Object.entries(step.query ?? {}).every(([k, v]) => route.query.get(k) === v)
        );
      }, step.timeoutMs ?? pace.timeoutMs);
      if (!ok)
        throw new Error(
          `URL is ${hashRoute(last).path}?${hashRoute(last).query}, expected ${step.path}`,
        );
      return;
    }
    case 'event':
      await driver.emit(step.name, step.data ?? {});
      return;
    case 'expectBridgeCall': {
      const wanted = { method: step.method, ...(step.params ? { params: step.params } : {}) };
      const ok = await until(
        async () => (await driver.calls()).some((c) => callMatches(wanted, c)),
        step.timeoutMs ?? pace.timeoutMs,
      );
      if (!ok) {
        const seen = (await driver.calls()).map((c) => `${c.method} ${JSON.stringify(c.params)}`);
        throw new Error(
          `no bridge call ${step.method} ${JSON.stringify(step.params ?? {})}; calls so far: ${seen.join(', ') || 'none'}`,
        );
      }
      return;
    }
    case 'screenshot': {
      const { file, problem, unsupported } = await driver.screenshot(step);
      if (problem) throw Object.assign(new Error(problem), { screenshot: file });
      if (unsupported) return { note: unsupported };
      return file;
    }
    case 'wait':
      await sleep(step.ms);
      return;
    case 'reopen':
      await driver.reopen();
      return;
    case 'network':
      await driver.network(step.state);
      return;
    case 'server':
      await driver.server({
        ...(step.newBuild ? { newBuild: true as const } : {}),
        ...(step.switchOff === undefined ? {} : { switchOff: step.switchOff }),
      });
      return;
    case 'expectFieldReport': {
      if (!driver.fieldReports) throw new Error('this host cannot read the field reports');
      const read = driver.fieldReports.bind(driver);
      const wanted = step.count ?? 1;
      let found: SandboxFieldReport[] = [];
      let secrets: string[] = [];
      // Exactly `wanted`: once there, a little longer for a late duplicate to show.
      await until(
        async () => {
          const got = await read();
          secrets = got.secrets;
          found = got.reports.filter((r) => fieldReportMatches(r, step));
          return found.length >= wanted && wanted > 0;
        },
        step.timeoutMs ?? 30_000,
        250,
      );
      if (found.length === wanted && wanted > 0) {
        await sleep(1000);
        found = (await read()).reports.filter((r) => fieldReportMatches(r, step));
      }
      if (found.length !== wanted)
        throw new Error(
          `${found.length} field reports match, expected ${wanted}: ${JSON.stringify(found)}`,
        );
      for (const { device: _device, ...report } of found) {
        const text = JSON.stringify(report);
        const leaked = secrets.filter((s) => text.includes(s));
        if (leaked.length) throw new Error(`a field report carries identity values: ${text}`);
      }
      return;
    }
    case 'expectServiceWorker': {
      let problems: string[] = [];
      const ok = await until(
        async () => {
          const info = await driver.serviceWorker();
          problems = workerMismatch(info, step, pace.firstVersion);
          if (!problems.length && pace.firstVersion === undefined)
            pace.firstVersion = info.controller ?? info.active ?? undefined;
          return problems.length === 0;
        },
        step.timeoutMs ?? 30_000,
        250,
      );
      if (!ok) throw new Error(`service worker: ${problems.join('; ')}`);
      return;
    }
  }
}

/** Whether a field report is what an `expectFieldReport` step describes. */
export function fieldReportMatches(
  report: SandboxFieldReport,
  step: Extract<Step, { step: 'expectFieldReport' }>,
): boolean {
  const r = report as SandboxFieldReport & Record<string, unknown>;
  return (
    r.type === step.type &&
    (step.method === undefined || r.method === step.method) &&
    (step.code === undefined || r.code === step.code) &&
    (step.endpoint === undefined || r.endpoint === step.endpoint) &&
    (step.page === undefined || r.page === step.page)
  );
}

/** Runs the steps, then compares the bridge calls; never throws. */
export async function replayScenario(
  scenario: Scenario,
  driver: Driver,
  meta: { file?: string; device: string; host: string; engine?: string },
  options: ReplayOptions = {},
): Promise<ScenarioResult> {
  const started = Date.now();
  const steps: StepResult[] = [];
  const events: string[] = [];
  let failed = false;
  const pace: Pace = {
    lastChangeAt: Date.now(),
    timeoutMs: options.stepTimeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  for (const [index, step] of scenario.steps.entries()) {
    const t0 = Date.now();
    const label = describeStep(step);
    if (failed) {
      steps.push({ index, label, ok: false, ms: 0, error: 'skipped' });
      continue;
    }
    try {
      const outcome = await runStep(driver, step, pace);
      if (!(step.step === 'expectText' && step.absent)) pace.lastChangeAt = Date.now();
      if (step.step === 'event') events.push(step.name);
      steps.push({
        index,
        label,
        ok: true,
        ms: Date.now() - t0,
        ...(typeof outcome === 'string' ? { screenshot: outcome } : outcome ? outcome : {}),
      });
    } catch (error) {
      failed = true;
      const e = error as Error & { screenshot?: string };
      e.screenshot ??= await driver.capture?.().catch(() => undefined);
      steps.push({
        index,
        label,
        ok: false,
        ms: Date.now() - t0,
        error: e.message.split('\n')[0] ?? String(e),
        ...(e.screenshot ? { screenshot: e.screenshot } : {}),
      });
    }
  }
  // Let calls made by the last step arrive before comparing.
  await sleep(150);
  const calls = await driver.calls().catch(() => [] as CallEntry[]);
  const comparison = scenario.expectedCalls
    ? compareCalls(
        scenario.expectedCalls.calls,
        calls,
        scenario.expectedCalls.order,
        scenario.expectedCalls.ignore,
      )
    : undefined;
  const requests = await driver.requests().catch(() => []);
  const malformedCalls = driver.malformedCalls?.() ?? [];
  const ok = !failed && (comparison?.ok ?? true);
  return {
    name: scenario.name,
    ...(meta.file ? { file: meta.file } : {}),
    device: meta.device,
    host: meta.host,
    ...(findDevice(meta.device) ? { platform: findDevice(meta.device)?.platform } : {}),
    protocol: scenario.protocol ?? 'message',
    ...(meta.engine ? { engine: meta.engine } : {}),
    events,
    ok,
    durationMs: Date.now() - started,
    steps,
    calls,
    requests,
    ...(malformedCalls.length ? { malformedCalls } : {}),
    ...(comparison ? { comparison } : {}),
    ...(failed
      ? { error: steps.find((s) => !s.ok)?.error ?? 'failed' }
      : comparison && !comparison.ok
        ? { error: 'bridge calls differ' }
        : {}),
  };
}
