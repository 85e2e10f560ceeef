import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromiumPath, startXvfb, WEBKIT_DRIVER } from '@hybrid-loan/engines';
import { REPORTS_DIR } from '../paths';
import { gridStatus } from './grid-status';
import { logTail } from './log-tail';
import {
  freePort,
  type GroupProcess,
  spawnGroup,
  stopGroups,
  untilReleased,
} from './process-group';

export interface LocalGridOptions {
  /** The hub's port (default: a free one). */
  port?: number;
  chromiumNodes?: number;
  webkitNodes?: number;
  /** Sessions at once on each Chromium node (each WebKit node runs one: one MiniBrowser per driver). */
  chromiumSessions?: number;
  /** Where every process's log and config goes (default `reports/grid`). */
  logsDir?: string;
  /** How long the hub and nodes may take to come up (JVMs on a busy machine). */
  readyTimeoutMs?: number;
}

export interface LocalGridNode {
  name: string;
  kind: 'chromium' | 'webkit';
  /** The node's own URL, as the hub's status names it. */
  uri: string;
}

export interface LocalGrid {
  /** The hub: the WebDriver endpoint to give `emulator replay --grid`. */
  url: string;
  logsDir: string;
  nodes: LocalGridNode[];
  /** Kills a node and what it started, at once (a node dying under a run). */
  kill(name: string): void;
  stop(): Promise<void>;
}

const JVM = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-Xmx256m'];

/** The Selenium Server jar the npm package ships (its download script is denied: not needed). */
export function seleniumJar(): string {
  const require = createRequire(import.meta.url);
  const jar = (require('@nightwatch/selenium-server') as { path: string }).path;
  if (!existsSync(jar))
    throw new Error(
      `grid: the Selenium Server jar is missing (${jar}); reinstall with npm ci (@nightwatch/selenium-server ships it)`,
    );
  return jar;
}

function checkTools(webkit: boolean): void {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0)
    throw new Error(
      'grid: Java is missing; install it with: sudo apt-get install -y openjdk-17-jre-headless',
    );
  const driver = process.env.CHROMEDRIVER_PATH ?? '/usr/bin/chromedriver';
  if (!existsSync(driver))
    throw new Error(
      `grid: ${driver} is missing; install it with: sudo apt-get install -y chromium-driver (or set CHROMEDRIVER_PATH)`,
    );
  if (webkit && !existsSync(WEBKIT_DRIVER))
    throw new Error(
      'grid: WebKitWebDriver is missing; install it with: sudo apt-get install -y webkit2gtk-driver xvfb',
    );
}

const toml = (lines: string[]) => `${lines.join('\n')}\n`;

/**
 * A Selenium Grid 4 on loopback for trying `replay --grid`: a hub, Chromium nodes (Debian's
 * chromium and chromedriver) and WebKit relay nodes (each a WebKitWebDriver with its MiniBrowser
 * under one private Xvfb, behind a node in relay mode). Every process runs in a group of its own
 * and `stop` (or this process's exit) ends them all.
 */
export async function startLocalGrid(options: LocalGridOptions = {}): Promise<LocalGrid> {
  const chromiumNodes = options.chromiumNodes ?? 1;
  const webkitNodes = options.webkitNodes ?? 1;
  checkTools(webkitNodes > 0);
  const jar = seleniumJar();
  const logsDir = options.logsDir ?? join(REPORTS_DIR, 'grid');
  mkdirSync(logsDir, { recursive: true });
  const groups: GroupProcess[] = [];
  const byName = new Map<string, GroupProcess[]>();
  const add = (name: string, g: GroupProcess) => {
    groups.push(g);
    byName.set(name, [...(byName.get(name) ?? []), g]);
  };
  let xvfb: { display: string; stop(): void } | undefined;
  let releaseXvfb: () => void = () => undefined;
  const stop = async () => {
    await stopGroups(groups);
    xvfb?.stop();
    releaseXvfb();
  };
  try {
    const hubPort = options.port ?? (await freePort());
    const [publish, subscribe] = [await freePort(), await freePort()];
    const events = [
      '[events]',
      `publish = "tcp://127.0.0.1:${publish}"`,
      `subscribe = "tcp://127.0.0.1:${subscribe}"`,
    ];
    const hubUrl = `http://127.0.0.1:${hubPort}`;
    const config = (name: string, lines: string[]) => {
      const file = join(logsDir, `${name}.toml`);
      writeFileSync(file, toml(lines));
      return file;
    };
    const java = (name: string, role: 'hub' | 'node', file: string) =>
      add(
        name,
        spawnGroup(
          name,
          'java',
          [...JVM, '-jar', jar, role, '--config', file],
          join(logsDir, `${name}.log`),
        ),
      );
    // The hub checks its nodes every 5 s, so a dead node leaves the pool quickly.
    java(
      'hub',
      'hub',
      config('hub', [
        '[server]',
        'host = "127.0.0.1"',
        `port = ${hubPort}`,
        ...events,
        '[distributor]',
        'healthcheck-interval = 5',
      ]),
    );
    const node = async (name: string, extra: string[]) => {
      const port = await freePort();
      java(
        name,
        'node',
        config(name, [
          '[server]',
          'host = "127.0.0.1"',
          `port = ${port}`,
          ...events,
          '[node]',
          `hub = "${hubUrl}"`,
          'detect-drivers = false',
          'selenium-manager = false',
          'heartbeat-period = 5',
          ...extra,
        ]),
      );
      return `http://127.0.0.1:${port}`;
    };
    const nodes: LocalGridNode[] = [];
    const sessions = options.chromiumSessions ?? 2;
    for (let i = 1; i <= chromiumNodes; i++) {
      const stereotype = JSON.stringify({
        browserName: 'chrome',
        'goog:chromeOptions': { binary: chromiumPath() },
      });
      const name = `chromium-${i}`;
      const uri = await node(name, [
        `max-sessions = ${sessions}`,
        '[[node.driver-configuration]]',
        'display-name = "chromium"',
        `webdriver-executable = "${process.env.CHROMEDRIVER_PATH ?? '/usr/bin/chromedriver'}"`,
        `max-sessions = ${sessions}`,
        `stereotype = '${stereotype}'`,
      ]);
      nodes.push({ name, kind: 'chromium', uri });
    }
    if (webkitNodes > 0) {
      const display = await startXvfb();
      xvfb = display;
      // The engines' Xvfb is a plain child: stopped with the grid, or when this process ends.
      releaseXvfb = untilReleased(() => display.stop());
    }
    for (let i = 1; i <= webkitNodes; i++) {
      const name = `webkit-${i}`;
      const driverPort = await freePort();
      // WebKitWebDriver runs one session at a time: one driver per relay node.
      add(
        name,
        spawnGroup(
          `${name}-driver`,
          WEBKIT_DRIVER,
          [`--port=${driverPort}`, '--host=127.0.0.1'],
          join(logsDir, `${name}-driver.log`),
          { ...process.env, DISPLAY: xvfb?.display ?? '' },
        ),
      );
      const stereotype = JSON.stringify({ browserName: 'MiniBrowser', platformName: 'linux' });
      const uri = await node(name, [
        '[relay]',
        `url = "http://127.0.0.1:${driverPort}"`,
        'status-endpoint = "/status"',
        `configs = ["1", '${stereotype}']`,
      ]);
      nodes.push({ name, kind: 'webkit', uri });
    }
    const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
    for (;;) {
      const status = await gridStatus(hubUrl).catch(() => undefined);
      const up = new Set(
        (status?.nodes ?? []).filter((n) => n.availability === 'UP').map((n) => n.uri),
      );
      if (nodes.every((n) => up.has(n.uri))) break;
      const dead = groups.find((g) => g.child.exitCode !== null);
      if (dead || Date.now() > deadline)
        throw new Error(
          `grid: ${dead ? `${dead.name} exited (${dead.child.exitCode})` : `not ready within ${Math.round((options.readyTimeoutMs ?? 120_000) / 1000)} s`}; see the logs in ${logsDir}${dead ? logTail(dead.log) : ''}`,
        );
      await new Promise((r) => setTimeout(r, 250));
    }
    return {
      url: hubUrl,
      logsDir,
      nodes,
      kill(name) {
        for (const g of byName.get(name) ?? []) g.signal('SIGKILL');
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
