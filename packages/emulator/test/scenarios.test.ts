import { join } from 'node:path';
import { ENGINE_NAMES } from '@hybrid-loan/engines';
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
// The engines run at the same time: a replay mostly waits on its pages, so they overlap well.
for (const engine of ENGINE_NAMES) {
  it.concurrent(`replays every QA scenario headless on ${engine}`, async ({ expect }) => {
    const lines: string[] = [];
    const run = replayCommand({
      paths: [join(PACKAGE_ROOT, 'scenarios')],
      baseUrl: inject('sandboxUrl'),
      outDir: join(REPORTS_DIR, 'replay', engine),
      engine,
      // One more attempt for a scenario that fails on a loaded machine; the line says so.
      retries: 1,
      print: (line) => lines.push(line),
    });
    localRuns.get(engine)?.resolve(run);
    const { results, coverage } = await run;
    console.log(lines.join('\n'));
    expect(results.length).toBeGreaterThan(0);
    expect(new Set(results.map((r) => r.engine?.split(' ')[0]))).toEqual(new Set([engine]));
    // The shipped suite exercises every method and event of the contract at least once.
    expect(uncovered(coverage).map((r) => `${r.kind} ${r.name}`)).toEqual([]);
    expect(
      results.filter((r) => !r.ok).map((r) => `${r.name}: ${r.error}\n${r.comparison?.diff ?? ''}`),
    ).toEqual([]);
  }, 540_000);
}

// The same suite through a local Selenium Grid (test/grid.test.ts has its other checks).
it.concurrent('replays every QA scenario through a local grid with the local results', async ({
  expect,
}) => {
  await expectGridEqualsLocal(expect, {
    suite: join(PACKAGE_ROOT, 'scenarios'),
    sandboxUrl: inject('sandboxUrl'),
    chromium: localRuns.get('chromium')?.promise as LocalRun,
    webkit: localRuns.get('webkit')?.promise as LocalRun,
  });
  // It waits for the local chromium and webkit runs (540 s each at most), then plays on the grid.
}, 900_000);
