import { join } from 'node:path';
import { SANDBOX_DEVICE_COOKIE } from '@hybrid-loan/dev-contract';
import { ContextPool } from '@hybrid-loan/engines';
import type { Browser } from 'playwright-core';
import { CallLogCheck } from '../../core/call-entry-check';
import { type CallEntry, mergeCallLogs } from '../../core/call-log';
import { entryUrl } from '../../core/identity';
import { replayScenario, type ScenarioResult } from '../../core/replay';
import type { Scenario } from '../../core/scenario';
import { shimConfigFor } from '../../core/shim-config-for';
import { shimWithConfig } from '../../shim/build-shim';
import type { AskedCall } from '../../types/frame-link';
import type { ScriptedReply } from '../../types/scenario';
import { DevicePackage, healthReports } from '../package/device-package';
import type { OpenedPackage, RefusedPackage } from '../package/open-package';
import { type PackageSpec, packageProblem } from '../package/scenario-package';
import { baselinePath, checkBaseline } from './baselines';
import {
  contextOptions,
  deviceContextKey,
  emulate,
  networkConditions,
  safeAreaScript,
} from './emulation';
import { pageDriver } from './page-driver';
import { startScenario } from './scenario-start';

export interface HeadlessOptions {
  browser: Browser;
  baseUrl: string;
  file?: string;
  /** Where screenshots and diffs go. */
  outDir: string;
  updateBaselines?: boolean;
  /** Contexts reused across the suite's scenarios; without it, one fresh context for this one. */
  contexts?: ContextPool;
  /** Each step's time limit where the step gives none. */
  stepTimeoutMs?: number;
  /** Answers policy `ask` calls; headless default: fail them (nobody is there to ask). */
  ask?: (call: AskedCall) => Promise<ScriptedReply>;
  /** The package the device's shell was given (`--package`), as the verifier left it. */
  package?: OpenedPackage | RefusedPackage;
  /** What the scenario expects the shell to do with `package` (its file's `package`). */
  expectPackage?: PackageSpec;
}

/** Replays one scenario in its own page (its own device, emptied storage and sandbox state). */
export async function replayHeadless(
  scenario: Scenario,
  opts: HeadlessOptions,
): Promise<ScenarioResult> {
  const { deviceId, device, orientation, identity, sandbox } = await startScenario(
    scenario,
    opts.baseUrl,
  );

  // Without a pool from the suite, a pool of one: the context is closed at the end.
  const pool = opts.contexts ?? new ContextPool(opts.browser);
  const lent = await pool.acquire(
    deviceContextKey(device, orientation),
    contextOptions(device, orientation),
    new URL(opts.baseUrl).origin,
  );
  const { context } = lent;
  const calls: CallEntry[] = [];
  // The page reports its calls and keeps them in window.__emulatorCalls: both checked.
  const log = new CallLogCheck();
  let pkg: DevicePackage | undefined;
  try {
    // The sandbox knows this device's service worker requests by it (a scenario's new build or
    // kill switch is its own); the pool clears cookies between scenarios.
    await context.addCookies([
      { name: SANDBOX_DEVICE_COOKIE, value: identity.deviceId, url: opts.baseUrl },
    ]);
    const network = scenario.network ?? 'online';
    const origin = new URL(opts.baseUrl).origin;
    // The device's platform's way: Android on the pages' own origin (the app's here), iOS on an
    // origin of its own with the API by CORS.
    pkg = opts.package
      ? new DevicePackage(opts.package, origin, device.platform === 'ios' ? 'ios' : 'android')
      : undefined;
    await pkg?.start();
    const shimFor = () => {
      const served = pkg?.served();
      const apiOrigin = pkg?.apiOrigin();
      return shimWithConfig(
        shimConfigFor(scenario, device, identity, 'binding', {
          allowedOrigins: [pkg?.pageOrigin() ?? origin],
          ...(served ? { served } : {}),
          ...(apiOrigin ? { apiOrigin } : {}),
        }),
      );
    };
    /** A page of the device (a webview): bindings and scripts belong to it, the context outlives it. */
    const newPage = async () => {
      const page = await context.newPage();
      await page.exposeBinding('__emulatorReport', (_source, entry: unknown) => {
        const checked = log.one(entry);
        if (checked) calls.push(checked);
      });
      await page.exposeBinding('__emulatorAsk', (_source, call: AskedCall) =>
        opts.ask
          ? opts.ask(call)
          : {
              error: {
                code: 'UNSUPPORTED',
                message: `policy ask: nobody to ask for ${call.method} in a headless replay`,
              },
            },
      );
      await page.addInitScript(await shimFor());
      await pkg?.attach(page);
      // A failed open, as the live shell's Electron host sees one: a main-frame load error (not
      // ERR_ABORTED, a load replaced by another) or a crashed page. The rule counts it; the open
      // waits for no load (the error page may fire none).
      let failedOpen: (reason: string) => void = () => undefined;
      const failed = new Promise<void>((done) => {
        failedOpen = (reason) => {
          pkg?.failedOpen(reason);
          done();
        };
      });
      page.on('requestfailed', (request) => {
        const error = request.failure()?.errorText ?? 'failed';
        if (
          request.isNavigationRequest() &&
          request.frame() === page.mainFrame() &&
          !/ERR_ABORTED/.test(error)
        )
          failedOpen(`load error (${error})`);
      });
      page.on('crash', () => failedOpen('the page crashed'));
      await page.addInitScript(safeAreaScript(device.safeArea[orientation]));
      // Offline is applied once the entry page has loaded: the borrower loses the connection on it.
      const cdp = await emulate(
        context,
        page,
        device,
        orientation,
        network === 'offline' ? 'online' : network,
      );
      return { page, cdp, failed };
    };
    let current = await newPage();
    /** The connection as the last `network` step left it (a reopened page keeps it). */
    let offlineNow = false;
    const setNetwork = async (state: 'offline' | 'online') => {
      offlineNow = state === 'offline';
      await current.cdp.send('Network.enable');
      await current.cdp.send(
        'Network.emulateNetworkConditions',
        networkConditions(state, scenario.network),
      );
    };
    const driver = pageDriver({
      page: () => current.page,
      touch: device.touch,
      failureFile: join(opts.outDir, 'screenshots', `${scenario.name}.${deviceId}.failure.png`),
      calls: async () => {
        const inPage = await current.page
          .evaluate(() => (window as unknown as { __emulatorCalls?: unknown }).__emulatorCalls)
          .then(
            (raw) => log.read(raw),
            () => [],
          );
        return mergeCallLogs(calls, inPage);
      },
      malformedCalls: () => log.notes(),
      requests: () => sandbox.requests(identity.deviceId),
      fieldReports: sandbox.fieldReportsOf(identity),
      // The webview closes (its service worker has no page left, so a waiting update takes over:
      // a page kept in the back-forward cache would still count), and a new one opens the entry
      // with the same app data and connection.
      reopen: async () => {
        await current.page.close();
        await watched;
        current = await newPage();
        if (offlineNow) await setNetwork('offline');
        const before = healthReports(calls);
        await openEntry();
        watched = watchHealth(before);
      },
      network: setNetwork,
      server: async (change) => {
        await sandbox.serviceWorker(identity.deviceId, change);
      },
      screenshot: async (png, step) => {
        if (!opts.file) return { problem: 'screenshots need a scenario file (for the baseline)' };
        const check = checkBaseline(png, {
          baseline: baselinePath(opts.file, scenario.name, step.name, deviceId),
          outDir: join(opts.outDir, 'screenshots'),
          id: `${scenario.name}-${step.name}.${deviceId}`,
          ...(step.threshold !== undefined ? { threshold: step.threshold } : {}),
          ...(step.maxDiffRatio !== undefined ? { maxDiffRatio: step.maxDiffRatio } : {}),
          ...(opts.updateBaselines ? { update: true } : {}),
        });
        return { file: check.actual, ...(check.problem ? { problem: check.problem } : {}) };
      },
    });
    const started = Date.now();
    // A webview starts with one history entry; `goto` from the new page's about:blank would make
    // two, and pages that check history.length would take the wrong way back. Replacing the blank
    // entry keeps one (cheaper than opening the page as a popup: every page costs the browser).
    const openEntry = () =>
      Promise.all([
        Promise.race([current.page.waitForEvent('load', { timeout: 30_000 }), current.failed]),
        current.page.evaluate(
          (url) => {
            setTimeout(() => location.replace(url), 0);
          },
          entryUrl(pkg ? `${pkg.pageOrigin()}/` : opts.baseUrl, scenario, identity),
        ),
      ]);
    // After each open from a pending package: the health report within 10 s, or the rollback.
    const watchHealth = (before: number) =>
      pkg?.watch(() => healthReports(calls), before) ?? Promise.resolve();
    let watched: Promise<void> = Promise.resolve();
    await openEntry();
    watched = watchHealth(0);
    if (network === 'offline') {
      // The borrower had the page, then lost the connection.
      await current.page
        .waitForLoadState('networkidle', { timeout: 10_000 })
        .catch(() => undefined);
      await setNetwork('offline');
    }
    const result = await replayScenario(
      scenario,
      driver,
      { ...(opts.file ? { file: opts.file } : {}), device: deviceId, host: 'headless' },
      opts.stepTimeoutMs ? { stepTimeoutMs: opts.stepTimeoutMs } : {},
    );
    await watched;
    result.durationMs = Date.now() - started;
    if (pkg) {
      // What the page on screen did about its worker (one cache owner: the package, or the worker).
      const worker = await current.page
        .waitForFunction(() => document.documentElement.dataset.serviceWorker, null, {
          timeout: 10_000,
        })
        .then((handle) => handle.jsonValue())
        .catch(() => 'not started');
      const pageOrigin = await current.page.evaluate(() => location.origin).catch(() => '');
      if (pageOrigin && pageOrigin !== origin) {
        // The iOS way: the page's own origin, so its storage is its own (the identity it keeps).
        const kept = await current.page
          .evaluate(() => Object.keys(sessionStorage).some((key) => key.includes('identity')))
          .catch(() => false);
        const storage = kept ? 'identity in its own session storage' : 'no identity in its storage';
        pkg.timeline.push(
          `the page on screen (${pageOrigin}): ${storage}, service worker ${worker}`,
        );
      } else pkg.timeline.push(`the page on screen: service worker ${worker}`);
      result.package = pkg.timeline;
      const problem = opts.expectPackage && packageProblem(opts.expectPackage, pkg);
      if (problem) {
        result.ok = false;
        result.error = result.error ? `${result.error}; ${problem}` : problem;
      }
      // The calls until the health was settled (the report may come after the last step).
      result.calls = await driver.calls();
    }
    return result;
  } finally {
    await pkg?.close();
    await pool.release(lent);
    if (!opts.contexts) await pool.close();
  }
}
