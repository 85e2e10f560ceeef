import { join } from 'node:path';
import type { EngineName } from '@hybrid-loan/engines';
import { chaosResponders, describeResponder, newSeed, withChaos } from '../../core/chaos';
import { withoutControls } from '../../core/control-chars';
import { bridgeCoverage, type CoverageRow, coverageTable } from '../../core/coverage';
import { ScenarioError } from '../../core/load-scenario';
import { redactText } from '../../core/redact';
import type { ScenarioResult } from '../../core/replay';
import { DEV_MODE_REFUSED } from '../browser/app-proxy';
import { type GridArgs, type GridReport, gridProxyExposed, runGridSuite } from '../grid/grid-suite';
import { openPackageArg, type PackageArg } from '../package/open-package-arg';
import { REPORTS_DIR } from '../paths';
import { countResults, resultLine, writeReports } from '../reports/write-reports';
import { startWebApp } from '../sandbox/web-app';
import { findScenarioFiles, loadScenarioFiles, shard } from '../scenario-files';
import { runSuite } from './run-suite';

export interface ReplayArgs {
  paths: string[];
  shard?: string;
  concurrency?: number;
  updateBaselines?: boolean;
  retries?: number;
  /** Every scenario on this engine instead of its device profile's. */
  engine?: EngineName;
  outDir?: string;
  /** An already running sandbox (tests); otherwise one is started on the production build. */
  baseUrl?: string;
  /** The production build `baseUrl` serves (tests): a grid proxy beyond loopback serves only its files. */
  appRoot?: string;
  print?: (line: string) => void;
  /** Chaos mode: responders drawn from `seed` (a fresh one when absent) for unscripted methods. */
  chaos?: boolean;
  seed?: number;
  /** Aborts the run (a deadline over several runs): engines close, unplayed scenarios fail. */
  signal?: AbortSignal;
  /** Opens every device's pages from this package, checked with this public key (PEM file). */
  package?: PackageArg;
  /** Each step's time limit where the step gives none; else EMULATOR_STEP_TIMEOUT_MS, else 10 s. */
  stepTimeoutMs?: number;
  /** Replays on a WebDriver grid instead of local browsers (`--grid`). */
  grid?: GridArgs;
}

/** A step time limit in ms from the command line or the environment; throws on a bad one. */
export function parseStepTimeout(text: string, from: string): number {
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms <= 0)
    throw new Error(
      `emulator: ${from} must be a whole number of milliseconds above 0, got "${text}"`,
    );
  return ms;
}

/** `emulator replay`: headless, a line per scenario, JUnit and HTML reports. Returns the results. */
export async function replayCommand(args: ReplayArgs): Promise<{
  results: ScenarioResult[];
  reports: { junit: string; html: string };
  totalMs: number;
  coverage: CoverageRow[];
  seed?: number;
}> {
  const print = args.print ?? ((line: string) => console.log(line));
  const outDir = args.outDir ?? join(REPORTS_DIR, 'replay');
  const files = shard(
    findScenarioFiles(args.paths.length ? args.paths : ['scenarios']),
    args.shard,
  );
  let loaded: ReturnType<typeof loadScenarioFiles>;
  try {
    loaded = loadScenarioFiles(files);
  } catch (error) {
    if (error instanceof ScenarioError) print(error.message);
    throw error;
  }
  const seed = args.chaos || args.seed !== undefined ? (args.seed ?? newSeed()) : undefined;
  const drawn = new Map<string, Record<string, string>>();
  if (seed !== undefined) {
    loaded = loaded.map((item) => {
      const responders = chaosResponders(item.scenario, seed);
      drawn.set(
        item.scenario.name,
        Object.fromEntries(Object.entries(responders).map(([m, r]) => [m, describeResponder(r)])),
      );
      return { ...item, scenario: withChaos(item.scenario, seed) };
    });
    print(
      `emulator: chaos seed ${seed} (the same seed draws the same responders: --chaos --seed ${seed})`,
    );
  }
  const envTimeout = process.env.EMULATOR_STEP_TIMEOUT_MS;
  const stepTimeoutMs =
    args.stepTimeoutMs ??
    (envTimeout ? parseStepTimeout(envTimeout, 'EMULATOR_STEP_TIMEOUT_MS') : undefined);
  // Said before anything starts: Vite's dev server is never reachable from other machines.
  if (
    args.grid &&
    gridProxyExposed(args.grid) &&
    !args.baseUrl &&
    process.env.EMULATOR_WEB_MODE === 'dev'
  )
    throw new Error(DEV_MODE_REFUSED);
  const started = Date.now();
  let baseUrl = args.baseUrl;
  let appRoot = args.appRoot;
  let stop: (() => Promise<void>) | undefined;
  if (!baseUrl) {
    const app = await startWebApp((l) => print(l));
    baseUrl = app.url;
    appRoot = app.distRoot;
    stop = app.stop;
  }
  // Verified once, as a shell does when it takes the package; a refusal means the network, said.
  const pkg = await openPackageArg(args.package, print, {
    verified:
      "each device serves it its platform's way (Android: the pages' origin; iPhone: an origin of its own)",
    refused: 'The devices open their pages from the network.',
  });
  try {
    print(
      `emulator: replaying ${loaded.length} scenario(s) on ${baseUrl}${args.shard ? ` (shard ${args.shard})` : ''}${args.grid ? ' on the grid' : args.engine ? ` on ${args.engine}` : " on each device profile's engine"}`,
    );
    const onResult = (r: ScenarioResult) => {
      const responders = drawn.get(r.name);
      if (seed !== undefined && responders) r.chaos = { seed, responders };
      print(resultLine(r));
      for (const line of r.package ?? []) print(`      package: ${withoutControls(line)}`);
      if (!r.ok && r.chaos)
        print(
          Object.entries(r.chaos.responders)
            .map(([m, d]) => `      chaos ${m}: ${d}`)
            .join('\n'),
        );
      // The diff quotes the page's calls: its lines stay lines, nothing else of the page's steers the terminal.
      if (!r.ok && r.comparison && !r.comparison.ok)
        print(withoutControls(redactText(r.comparison.diff)).replace(/^/gm, '      '));
    };
    let grid = undefined as GridReport | undefined;
    const results = args.grid
      ? await runGridSuite(
          loaded,
          { ...args.grid, ...(args.retries ? { retries: args.retries } : {}) },
          {
            baseUrl,
            ...(appRoot ? { appRoot } : {}),
            onResult,
            print,
            onStart: (g) => {
              grid = g;
            },
          },
        )
      : await runSuite(loaded, {
          baseUrl,
          outDir,
          ...(args.concurrency ? { concurrency: args.concurrency } : {}),
          ...(args.updateBaselines ? { updateBaselines: true } : {}),
          ...(args.retries ? { retries: args.retries } : {}),
          ...(args.engine ? { engine: args.engine } : {}),
          ...(args.signal ? { signal: args.signal } : {}),
          ...(stepTimeoutMs ? { stepTimeoutMs } : {}),
          ...(pkg ? { package: pkg } : {}),
          ...(appRoot ? { appRoot } : {}),
          onResult,
        });
    const totalMs = Date.now() - started;
    const coverage = bridgeCoverage(results);
    const reports = writeReports(results, outDir, {
      coverage,
      ...(grid ? { grid } : {}),
      ...(seed !== undefined ? { seed } : {}),
    });
    const { passed, failed, skipped } = countResults(results);
    print('');
    // Its rows name the methods the pages called and the engines the nodes reported.
    print(withoutControls(coverageTable(coverage)));
    print('');
    print(
      `emulator: ${passed} passed, ${failed} failed, ${skipped} skipped in ${(totalMs / 1000).toFixed(1)} s`,
    );
    if (seed !== undefined)
      print(
        `emulator: chaos seed ${seed}; replay exactly with: emulator replay --chaos --seed ${seed} <files>`,
      );
    print(`emulator: reports ${reports.html} and ${reports.junit}`);
    return { results, reports, totalMs, coverage, ...(seed !== undefined ? { seed } : {}) };
  } finally {
    await stop?.();
  }
}
