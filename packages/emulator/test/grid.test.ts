import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type LocalGrid, startLocalGrid } from '../src/hosts/grid/local-grid';
import { replayCommand } from '../src/hosts/headless/replay-command';
import { PACKAGE_ROOT, REPORTS_DIR } from '../src/hosts/paths';
import { outcome } from './grid-equality';

// One local grid for the file (JVMs are slow to start on 2 cores): a hub, two Chromium nodes (so
// a dead one has another to retry on) and a WebKit relay node. The node killing test goes last: it
// leaves one Chromium node. The whole suite's comparison with the local replay is in
// scenarios.test.ts, which has the local results already.
let grid: LocalGrid;
beforeAll(async () => {
  grid = await startLocalGrid({
    chromiumNodes: 2,
    webkitNodes: 1,
    chromiumSessions: 1,
    logsDir: join(REPORTS_DIR, 'grid', 'test'),
  });
}, 180_000);
afterAll(async () => {
  await grid?.stop();
});

const SUITE = join(PACKAGE_ROOT, 'scenarios');

describe('replay --grid on a local Selenium Grid', () => {
  it('fails a wrong expectation through the grid exactly as locally, and shows no credential', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'grid-wrong-'));
    const scenario = JSON.parse(readFileSync(join(SUITE, 'customer-service-call.json'), 'utf8'));
    scenario.expectedCalls.calls[0].method = 'rate';
    writeFileSync(join(dir, 'wrong.json'), JSON.stringify(scenario));
    const secret = 'grid-access-key-do-not-print';
    process.env.WEBDRIVER_USERNAME = 'qa';
    process.env.WEBDRIVER_ACCESS_KEY = secret;
    try {
      const run = (extra: object, out: string) => {
        const lines: string[] = [];
        return replayCommand({
          paths: [dir],
          baseUrl: inject('sandboxUrl'),
          outDir: join(dir, out),
          print: (l) => lines.push(l),
          ...extra,
        }).then((r) => ({ ...r, lines }));
      };
      const [chromium, webkit, remote] = await Promise.all([
        run({ engine: 'chromium' }, 'chromium'),
        run({ engine: 'webkit' }, 'webkit'),
        run({ grid: { url: grid.url, engines: ['chromium', 'webkit'] } }, 'grid'),
      ]);
      const local = [...chromium.results, ...webkit.results];
      expect(local.map(outcome)).toEqual(remote.results.map(outcome));
      expect(remote.results.map((r) => [r.ok, r.error])).toEqual([
        [false, 'bridge calls differ'],
        [false, 'bridge calls differ'],
      ]);
      const everything = [
        ...remote.lines,
        readFileSync(remote.reports.html, 'utf8'),
        readFileSync(remote.reports.junit, 'utf8'),
      ].join('\n');
      expect(everything).not.toContain(secret);
    } finally {
      delete process.env.WEBDRIVER_USERNAME;
      delete process.env.WEBDRIVER_ACCESS_KEY;
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);

  it('retries the scenarios of a node killed mid-run on the other node, and names them', async () => {
    const lines: string[] = [];
    let killed = '';
    const files = [
      'back-key-entry-page',
      'chatbot-back-closes',
      'complaint-back-closes',
      'customer-service-call',
      'customer-service-call-ios',
      'loan-details-rate-5',
      'loan-details-to-repay',
      'privacy-policy-back-closes',
    ].map((name) => join(SUITE, `${name}.json`));
    const { results } = await replayCommand({
      paths: files,
      baseUrl: inject('sandboxUrl'),
      outDir: join(REPORTS_DIR, 'replay', 'grid-node-killed'),
      grid: { url: grid.url, engines: ['chromium'], parallel: 2 },
      print: (line) => {
        lines.push(line);
        // At the first result, kill its node: its worker is starting the next scenario there.
        const node = grid.nodes.find((n) => n.kind === 'chromium' && line.includes(n.uri));
        if (!killed && node && line.startsWith('PASS')) {
          killed = node.uri;
          grid.kill(node.name);
        }
      },
    });
    console.log(lines.join('\n'));
    expect(killed).not.toBe('');
    expect(results.map((r) => r.name).sort()).toEqual(
      files.map((f) => JSON.parse(readFileSync(f, 'utf8')).name).sort(),
    );
    expect(results.filter((r) => !r.ok).map((r) => `${r.name}: ${r.error}`)).toEqual([]);
    const retried = results.filter((r) => r.retried);
    expect(retried.length).toBeGreaterThan(0);
    for (const r of retried) {
      expect(r.retried).toContain(`its node ${killed} stopped answering`);
      expect(r.node).not.toBe(killed);
    }
    for (const r of retried)
      expect(lines.some((l) => l.includes(r.name) && l.includes('[retried: its node'))).toBe(true);
  }, 240_000);
});
