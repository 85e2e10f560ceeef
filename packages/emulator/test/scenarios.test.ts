import { join } from 'node:path';
import { ENGINE_NAMES, laneParallelism, laneScheduler } from '@hybrid-loan/engines';
import { inject, it } from 'vitest';
import { uncovered } from '../src/core/coverage';
import { replayCommand } from '../src/hosts/headless/replay-command';
import { PACKAGE_ROOT, REPORTS_DIR } from '../src/hosts/paths';
import { expectGridEqualsLocal, type LocalRun } from './grid-equality';

// The chromium and webkit local runs, for the grid's comparison below (no second local replay).
const localRuns = new Map(
  ['chromium', 'webkit'].map((engine) => {
    let resolve: (run: LocalRun) => void = () => undefined;
    const promise: LocalRun = new Promise((r) => {
      resolve = r;
    });
    return [engine, { promise, resolve }];
  }),
);

// The whole QA suite on each engine, whatever each scenario's device profile names: a fault that
// only one engine shows (an API above the old Chromium, a WebKit gap, a covered button) fails here.
// The engine lanes run in LANE_ORDER, as many at once as the machine holds (one per two
// cores: on 2 cores one after another; three at once starved WebKit past its limit), under one
// deadline for the three (ENGINE_LANES_DEADLINE_S, default 30 min): a lane waiting for its turn
// spends the same budget as the one running, and vitest's own timeout never fires first.
const DEADLINE_MS = (Number(process.env.ENGINE_LANES_DEADLINE_S) || 1800) * 1000;
const lanes = laneScheduler({ parallel: laneParallelism(), deadlineMs: DEADLINE_MS });

// Chromium and WebKit first: the grid below compares with those two, so its replay overlaps the
// Chromium 80 lane instead of waiting for all three.
const LANE_ORDER = [...ENGINE_NAMES].sort(
  (a, b) => Number(a === 'chromium-80') - Number(b === 'chromium-80'),
);

for (const engine of LANE_ORDER) {
  it.concurrent(
    `replays every QA scenario headless on ${engine}`,
    async ({ expect }) => {
      const lines: string[] = [];
      const run = lanes.run(engine, (signal) =>
        replayCommand({
          paths: [join(PACKAGE_ROOT, 'scenarios')],
          baseUrl: inject('sandboxUrl'),
          // The production build behind sandboxUrl: the scenarios that name a package are made from it.
          appRoot: inject('appRoot') || undefined,
          outDir: join(REPORTS_DIR, 'replay', engine),
          engine,
          // One more attempt for a scenario that fails on a loaded machine; the line says so.
          retries: 1,
          signal,
          print: (line) => lines.push(line),
        }),
      );
      localRuns.get(engine)?.resolve(run);
      const { results, coverage } = await run;
      console.log(lines.join('\n'));
      expect(results.length).toBeGreaterThan(0);
      expect(new Set(results.map((r) => r.engine?.split(' ')[0]))).toEqual(new Set([engine]));
      // The shipped suite exercises every method and event of the contract at least once.
      expect(uncovered(coverage).map((r) => `${r.kind} ${r.name}`)).toEqual([]);
      expect(
        results
          .filter((r) => !r.ok)
          .map((r) => `${r.name}: ${r.error}\n${r.comparison?.diff ?? ''}`),
      ).toEqual([]);
    },
    DEADLINE_MS + 60_000,
  );
}

// The same suite through a local Selenium Grid, each scenario on one of its two browsers
// (test/grid.test.ts has its other checks).
it.concurrent(
  'replays every QA scenario through a local grid, each on one of its browsers, with the local results',
  async ({ expect }) => {
    await expectGridEqualsLocal(expect, {
      sandboxUrl: inject('sandboxUrl'),
      appRoot: inject('appRoot') || undefined,
      chromium: localRuns.get('chromium')?.promise as LocalRun,
      webkit: localRuns.get('webkit')?.promise as LocalRun,
    });
    // It waits for the local chromium and webkit runs (within the lanes' deadline), then plays on
    // the grid.
  },
  DEADLINE_MS + 600_000,
);
