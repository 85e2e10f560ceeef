import { join } from 'node:path';
import {
  ContextPool,
  type EngineBrowser,
  type EngineName,
  laneScheduler,
  launchEngine,
} from '@hybrid-loan/engines';
import type { Browser } from 'playwright-core';
import { DEFAULT_DEVICE_ID, getDevice } from '../../core/devices';
import type { ScenarioResult } from '../../core/replay';
import { startAppProxy } from '../browser/app-proxy';
import type { OpenedPackage, RefusedPackage } from '../package/open-package';
import { scenarioPackage } from '../package/scenario-package';
import type { ScenarioFile } from '../scenario-files';
import { launchChromium } from './chromium';
import { replayOnEngine } from './engine-run';
import { replayHeadless } from './headless-run';

export interface SuiteOptions {
  baseUrl: string;
  outDir: string;
  concurrency?: number;
  updateBaselines?: boolean;
  browser?: Browser;
  /** Every scenario on this engine; otherwise each on its device profile's engine. */
  engine?: EngineName;
  onResult?: (result: ScenarioResult) => void;
  /** Attempts more for a failing scenario (default 0). */
  retries?: number;
  /** Each step's time limit where the step gives none (`--step-timeout`). */
  stepTimeoutMs?: number;
  /** Aborts the run (a deadline): the engines close, the scenarios not played fail saying why. */
  signal?: AbortSignal;
  /** Every device's shell is given this package (`--package`), as the verifier left it. */
  package?: OpenedPackage | RefusedPackage;
  /** The production build served: scenarios that name a package get one made from it. */
  appRoot?: string;
}

/** The engine a scenario runs on: the override, else its device profile's. */
export function engineFor(item: ScenarioFile, override?: EngineName): EngineName {
  return override ?? getDevice(item.scenario.device ?? DEFAULT_DEVICE_ID).engine;
}

function failed(
  item: ScenarioFile,
  started: number,
  error: unknown,
  engine: string,
): ScenarioResult {
  return {
    name: item.scenario.name,
    file: item.file,
    device: item.scenario.device ?? DEFAULT_DEVICE_ID,
    host: 'headless',
    engine,
    ok: false,
    durationMs: Date.now() - started,
    steps: [],
    calls: [],
    requests: [],
    error: (error as Error).message.split('\n')[0] ?? String(error),
  };
}

/** The device and orientation a scenario's browser context is made for. */
function deviceKey(item: ScenarioFile): string {
  return `${item.scenario.device ?? DEFAULT_DEVICE_ID}|${item.scenario.orientation ?? 'portrait'}`;
}

/**
 * The next scenario for a worker: one for the device it just used when there is one (its warm
 * context is reused; a new one costs seconds of CPU on current Chromium), else the next in order.
 */
export function takeNext(
  pending: number[],
  files: ScenarioFile[],
  lastKey: string | undefined,
): number | undefined {
  const same =
    lastKey === undefined
      ? -1
      : pending.findIndex((i) => deviceKey(files[i] as ScenarioFile) === lastKey);
  return pending.splice(Math.max(same, 0), 1)[0];
}

/**
 * Replays scenarios headless: one browser per engine, the engines' lanes as many at once as the
 * machine holds (`laneScheduler`), several scenarios
 * at once per engine where it allows (Chromium: contexts; Chromium 80: incognito contexts;
 * WebKit: one page at a time).
 */
export async function runSuite(
  files: ScenarioFile[],
  opts: SuiteOptions,
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = new Array(files.length);
  const groups = new Map<EngineName, number[]>();
  files.forEach((item, i) => {
    const name = engineFor(item, opts.engine);
    groups.set(name, [...(groups.get(name) ?? []), i]);
  });
  const needsProxy = [...groups.keys()].some((name) => name !== 'chromium');
  const proxy = needsProxy ? await startAppProxy(opts.baseUrl) : undefined;
  const lane = async (name: EngineName, indexes: number[]) => {
    let browser: Browser | undefined;
    let contexts: ContextPool | undefined;
    let engine: EngineBrowser | undefined;
    let label: string = name;
    try {
      if (name === 'chromium') {
        browser = opts.browser ?? (await launchChromium());
        contexts = new ContextPool(browser);
        label = `chromium ${browser.version()}`;
      } else {
        engine = await launchEngine(name);
        label = `${name} ${engine.version}`;
      }
    } catch (error) {
      // The engine would not start: every scenario of the lane fails, saying why.
      for (const i of indexes) {
        const item = files[i] as ScenarioFile;
        results[i] = failed(item, Date.now(), error, name);
        opts.onResult?.(results[i] as ScenarioResult);
      }
      return;
    }
    const attempt = async (item: ScenarioFile): Promise<ScenarioResult> => {
      const started = Date.now();
      try {
        const spec = opts.package ? undefined : item.scenario.package;
        if (spec && !opts.appRoot)
          throw new Error(
            'the scenario names a package, made from the production build: not with the app on Vite (EMULATOR_WEB_MODE=dev)',
          );
        const pkg =
          opts.package ??
          (spec && opts.appRoot
            ? await scenarioPackage(spec, opts.appRoot, join(opts.outDir, 'packages'))
            : undefined);
        if (engine && proxy)
          return await replayOnEngine(item.scenario, {
            engine,
            proxy,
            baseUrl: opts.baseUrl,
            file: item.file,
            outDir: opts.outDir,
            ...(opts.stepTimeoutMs ? { stepTimeoutMs: opts.stepTimeoutMs } : {}),
            ...(pkg ? { package: pkg } : {}),
            ...(spec ? { expectPackage: spec } : {}),
          });
        const result = await replayHeadless(item.scenario, {
          browser: browser as Browser,
          ...(contexts ? { contexts } : {}),
          baseUrl: opts.baseUrl,
          file: item.file,
          outDir: opts.outDir,
          ...(opts.updateBaselines ? { updateBaselines: true } : {}),
          ...(opts.stepTimeoutMs ? { stepTimeoutMs: opts.stepTimeoutMs } : {}),
          ...(pkg ? { package: pkg } : {}),
          ...(spec ? { expectPackage: spec } : {}),
        });
        return { ...result, engine: label };
      } catch (error) {
        return failed(item, started, error, label);
      }
    };
    const pending = [...indexes];
    // Aborted: the browser closes under the running scenarios, which then fail at once.
    const abort = () => {
      void contexts?.close().catch(() => undefined);
      if (browser && !opts.browser) void browser.close().catch(() => undefined);
      void engine?.close().catch(() => undefined);
    };
    opts.signal?.addEventListener('abort', abort, { once: true });
    const worker = async () => {
      let last: string | undefined;
      for (;;) {
        const i = takeNext(pending, files, last);
        if (i === undefined) return;
        const item = files[i] as ScenarioFile;
        last = deviceKey(item);
        if (opts.signal?.aborted) {
          results[i] = failed(item, Date.now(), opts.signal.reason, label);
          opts.onResult?.(results[i] as ScenarioResult);
          continue;
        }
        let result = await attempt(item);
        // A loaded CI machine can time a step out: another attempt, said in the result.
        for (let n = 1; !result.ok && !opts.signal?.aborted && n <= (opts.retries ?? 0); n++) {
          result = { ...(await attempt(item)), attempts: n + 1 };
        }
        results[i] = result;
        opts.onResult?.(result);
      }
    };
    try {
      const width = engine ? engine.parallelPages : (opts.concurrency ?? 4);
      const n = Math.max(1, Math.min(width, indexes.length));
      await Promise.all(Array.from({ length: n }, worker));
    } finally {
      opts.signal?.removeEventListener('abort', abort);
      await contexts?.close();
      if (browser && !opts.browser) await browser.close();
      await engine?.close();
    }
  };
  try {
    // The engines' lanes as the machine holds them (one per two cores), in the order first named.
    const lanes = laneScheduler();
    await Promise.all(
      [...groups].map(([name, indexes]) => lanes.run(name, () => lane(name, indexes))),
    );
  } finally {
    if (proxy) await new Promise<void>((done) => proxy.server.close(() => done()));
  }
  return results;
}
