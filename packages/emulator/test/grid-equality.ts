import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BridgeMethodName, PAGE_LOAD_METHODS } from '@hybrid-loan/bridge-sdk/contract';
import type { ExpectStatic } from 'vitest';
import type { ScenarioResult } from '../src/core/replay';
import { startLocalGrid } from '../src/hosts/grid/local-grid';
import { replayCommand } from '../src/hosts/headless/replay-command';
import { REPORTS_DIR } from '../src/hosts/paths';

/** A local replay's results and wall time, once it is done. */
export type LocalRun = Promise<{ results: ScenarioResult[]; totalMs: number }>;

/** What must be the same locally and on the grid: the outcome and the bridge calls, in order. */
export function outcome(r: ScenarioResult) {
  return {
    name: r.name,
    outcome: r.skipped ? 'skip' : r.ok ? 'pass' : 'fail',
    // The page-load calls (handshake, package, health) come when the page is ready, not at a step.
    calls: r.calls
      .map((c) => c.method)
      .filter((m) => !PAGE_LOAD_METHODS.includes(m as BridgeMethodName)),
    ...(r.ok ? {} : { error: r.error, diff: r.comparison?.diff }),
  };
}
const byName = (results: ScenarioResult[]) =>
  results.map(outcome).sort((a, b) => a.name.localeCompare(b.name));

/**
 * Which browser replays each scenario on the grid: every scenario once, both browsers about half
 * each (alternating by file), and a scenario local WebKit skips (it cannot emulate what the
 * scenario needs) on Chromium, so the grid plays it. The local lanes already replay every scenario
 * on every engine; what the grid adds is its own way to the browsers, which each half exercises.
 */
export function splitForGrid(
  chromium: ScenarioResult[],
  webkit: ScenarioResult[],
): { chromium: Set<string>; webkit: Set<string> } {
  // A skipped result names its scenario, not always its file.
  const skippedOnWebkit = new Set(webkit.filter((r) => r.skipped).map((r) => r.name));
  const split = { chromium: new Set<string>(), webkit: new Set<string>() };
  let turn = 0;
  for (const r of [...chromium].sort((a, b) => (a.file ?? '').localeCompare(b.file ?? ''))) {
    if (skippedOnWebkit.has(r.name)) split.chromium.add(r.name);
    else split[turn++ % 2 === 0 ? 'chromium' : 'webkit'].add(r.name);
  }
  return split;
}

/**
 * Starts a local grid (hub, a Chromium node, two WebKit relay nodes) while the local replays run,
 * then replays the suite through it, each scenario on one of its browsers (`splitForGrid`), both
 * browsers at once, and expects the local results of those scenarios on that engine; prints the
 * wall times side by side.
 */
export async function expectGridEqualsLocal(
  expect: ExpectStatic,
  opts: {
    sandboxUrl: string;
    appRoot: string | undefined;
    chromium: LocalRun;
    webkit: LocalRun;
  },
): Promise<void> {
  const grid = await startLocalGrid({
    chromiumNodes: 1,
    webkitNodes: 2,
    logsDir: join(REPORTS_DIR, 'grid', 'suite'),
  });
  try {
    const local = { chromium: await opts.chromium, webkit: await opts.webkit };
    const split = splitForGrid(local.chromium.results, local.webkit.results);
    // The local Chromium lane played every scenario: its results name each one's file.
    const files = (names: Set<string>) =>
      local.chromium.results.filter((r) => names.has(r.name)).map((r) => r.file ?? '');
    const started = Date.now();
    const runs = await Promise.all(
      (['chromium', 'webkit'] as const).map(async (engine) => {
        const lines: string[] = [];
        const remote = await replayCommand({
          paths: files(split[engine]),
          baseUrl: opts.sandboxUrl,
          appRoot: opts.appRoot,
          outDir: join(REPORTS_DIR, 'replay', `grid-${engine}`),
          // One more attempt for a scenario that fails on a loaded machine, as the local lanes have.
          grid: { url: grid.url, engines: [engine], parallel: 2, retries: 1 },
          print: (line) => lines.push(line),
        });
        return { engine, lines, remote };
      }),
    );
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `suite wall time: local chromium ${s(local.chromium.totalMs)}, local webkit ${s(local.webkit.totalMs)} (one local lane after the other on 2 cores); grid, ${split.chromium.size} scenarios on chromium and ${split.webkit.size} on webkit at once: ${s(Date.now() - started)}`,
    );
    const nodes = new Set(grid.nodes.map((n) => n.uri));
    for (const { engine, lines, remote } of runs) {
      expect(new Set(remote.results.map((r) => r.engine?.split(' ')[0]))).toEqual(
        new Set([engine]),
      );
      expect(byName(remote.results)).toEqual(
        byName(local[engine].results.filter((r) => split[engine].has(r.name))),
      );
      // Each line and result names its node; the report names the URL the nodes were given.
      for (const r of remote.results) expect(nodes.has(r.node ?? '')).toBe(true);
      const pageUrl = /the nodes open the pages at (\S+)/.exec(lines.join('\n'))?.[1] ?? '';
      expect(pageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      expect(readFileSync(remote.reports.html, 'utf8')).toContain(pageUrl);
      expect(readFileSync(remote.reports.junit, 'utf8')).toContain('<property name="node"');
    }
    // Every scenario went through the grid, and both kinds of node played.
    expect([...split.chromium, ...split.webkit].sort()).toEqual(
      local.chromium.results.map((r) => r.name).sort(),
    );
    expect(split.webkit.size).toBeGreaterThan(0);
  } finally {
    await grid.stop();
  }
}
