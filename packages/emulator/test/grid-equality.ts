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
 * Starts a local grid (hub, a Chromium node, two WebKit relay nodes) while the local replays run,
 * then replays the same suite through it on both browsers and expects the same results; prints
 * the wall times side by side.
 */
export async function expectGridEqualsLocal(
  expect: ExpectStatic,
  opts: {
    suite: string;
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
    const [chromium, webkit] = await Promise.all([opts.chromium, opts.webkit]);
    const lines: string[] = [];
    const remote = await replayCommand({
      paths: [opts.suite],
      baseUrl: opts.sandboxUrl,
      appRoot: opts.appRoot,
      outDir: join(REPORTS_DIR, 'replay', 'grid'),
      // One more attempt for a scenario that fails on a loaded machine, as the local lanes have.
      grid: { url: grid.url, engines: ['chromium', 'webkit'], parallel: 2, retries: 1 },
      print: (line) => lines.push(line),
    });
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `suite wall time: local chromium ${s(chromium.totalMs)}, local webkit ${s(webkit.totalMs)} (one local lane after the other on 2 cores); grid, both browsers at once: ${s(remote.totalMs)}`,
    );
    const engineOf = (r: ScenarioResult) => r.engine?.split(' ')[0];
    expect(byName(remote.results.filter((r) => engineOf(r) === 'chromium'))).toEqual(
      byName(chromium.results),
    );
    expect(byName(remote.results.filter((r) => engineOf(r) === 'webkit'))).toEqual(
      byName(webkit.results),
    );
    // Each line and result names its node; the report names the URL the nodes were given.
    const nodes = new Set(grid.nodes.map((n) => n.uri));
    for (const r of remote.results) expect(nodes.has(r.node ?? '')).toBe(true);
    const pageUrl = /the nodes open the pages at (\S+)/.exec(lines.join('\n'))?.[1] ?? '';
    expect(pageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(readFileSync(remote.reports.html, 'utf8')).toContain(pageUrl);
    expect(readFileSync(remote.reports.junit, 'utf8')).toContain('<property name="node"');
  } finally {
    await grid.stop();
  }
}
