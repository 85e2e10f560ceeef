import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type LocalGrid, startLocalGrid } from '../src/hosts/grid/local-grid';
import { freePort } from '../src/hosts/grid/process-group';
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

  it('replays through an app proxy bound beyond loopback, entering with the run secret it never prints', async () => {
    const files = [
      'customer-service-call',
      'loan-details-to-repay',
      'service-worker-offline-open',
    ].map((name) => join(SUITE, `${name}.json`));
    const lines: string[] = [];
    const { results, reports } = await replayCommand({
      paths: files,
      baseUrl: inject('sandboxUrl'),
      appRoot: inject('appRoot'),
      outDir: join(REPORTS_DIR, 'replay', 'grid-exposed'),
      grid: { url: grid.url, engines: ['chromium', 'webkit'], proxyHost: '0.0.0.0' },
      print: (l) => lines.push(l),
    });
    // The offline scenario's network step goes through the proxy's own switch (chromium); WebKit
    // skips it for its service worker, as it does locally.
    expect(results.filter((r) => !r.ok).map((r) => `${r.name}: ${r.error}`)).toEqual([]);
    expect(results.filter((r) => !r.skipped)).toHaveLength(5);
    const everything = [
      ...lines,
      readFileSync(reports.html, 'utf8'),
      readFileSync(reports.junit, 'utf8'),
    ].join('\n');
    expect(everything).toContain('/__emulator/run/[redacted]/');
    // Every mention of the entry path hides what follows it: no run secret in a line or a report.
    expect(everything.match(/\/__emulator\/run\/(?!\[redacted\])/g) ?? []).toEqual([]);
  }, 240_000);

  it('ends the run at its deadline with a result for every scenario, saying why', async () => {
    const files = ['customer-service-call-hangs', 'loan-details-resume', 'market-india-rupees'].map(
      (name) => join(SUITE, `${name}.json`),
    );
    const started = Date.now();
    const { results } = await replayCommand({
      paths: files,
      baseUrl: inject('sandboxUrl'),
      outDir: join(REPORTS_DIR, 'replay', 'grid-deadline'),
      grid: { url: grid.url, engines: ['chromium'], parallel: 1, deadlineSeconds: 2 },
      print: () => undefined,
    });
    // The deadline, plus the grace for ending the session in flight.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(results).toHaveLength(3);
    const late = results.filter((r) => !r.ok);
    expect(late.length).toBeGreaterThan(0);
    for (const r of late) expect(r.error).toMatch(/the run's deadline of 2 s passed/);
  }, 60_000);

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

/** Whether a process is still there (a zombie nobody reaped counts as gone). */
function running(pid: number): boolean {
  try {
    return !/^Z/.test(
      execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).trim(),
    );
  } catch {
    return false;
  }
}

describe('emulator grid (npm run grid)', () => {
  it('starts a grid on loopback with its logs in one folder, and SIGTERM stops every process', async () => {
    const logs = mkdtempSync(join(tmpdir(), 'grid-cli-'));
    // A free port rather than the default 4444, which a developer's own grid may hold.
    const port = await freePort();
    const cli = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(PACKAGE_ROOT, 'src', 'cli.ts'),
        'grid',
        '--port',
        String(port),
        '--logs',
        logs,
      ],
      { cwd: PACKAGE_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise<number | null>((r) => cli.on('exit', (code) => r(code)));
    let out = '';
    try {
      await new Promise<void>((resolve, reject) => {
        cli.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('local grid ready at')) resolve();
        });
        cli.stderr.on('data', (d: Buffer) => {
          out += d.toString();
        });
        void exited.then(() => reject(new Error(`emulator grid exited:\n${out}`)));
      });
      expect(out).toContain(`ready at http://127.0.0.1:${port} (logs in ${logs})`);
      // The hub and two nodes, the WebKit driver and its Xvfb, and the engines' reaper (the
      // watchdog that ends the groups if the grid itself is killed); tsx's esbuild service aside.
      const children = execFileSync('ps', ['-o', 'pid=,comm=,args=', '--ppid', String(cli.pid)], {
        encoding: 'utf8',
      })
        .trim()
        .split('\n')
        .map((l) => {
          const [pid = '', comm = '', ...args] = l.trim().split(/\s+/);
          return [pid, args.join(' ').includes('reaper.mjs') ? 'reaper' : comm];
        })
        .filter(([, comm]) => comm !== 'esbuild');
      expect(children.map(([, comm]) => comm).sort()).toEqual(
        ['WebKitWebDriver', 'Xvfb', 'java', 'java', 'java', 'reaper'].sort(),
      );
      cli.kill('SIGTERM');
      expect(await exited).toBe(0);
      for (const [pid] of children) expect(running(Number(pid))).toBe(false);
      // Every process's log in the one folder (the WebKit driver writes only when it has to).
      for (const log of ['hub.log', 'chromium-1.log', 'webkit-1.log'])
        expect(readFileSync(join(logs, log), 'utf8')).toMatch(/Started Selenium/);
      expect(existsSync(join(logs, 'webkit-1-driver.log'))).toBe(true);
    } finally {
      // A failed check still stops the grid the way a user does; SIGKILL only if that hangs.
      if (cli.exitCode === null) {
        cli.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))]);
        cli.kill('SIGKILL');
      }
      rmSync(logs, { recursive: true, force: true });
    }
  }, 180_000);
});
