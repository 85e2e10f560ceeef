import type { ScenarioResult } from '../../core/replay';
import { startAppProxy } from '../browser/app-proxy';
import { reachesBeyondLoopback } from '../browser/loopback';
import type { ScenarioFile } from '../scenario-files';
import { gridEngines } from './grid-engines';
import { runOnGrid } from './grid-run';

/** `emulator replay --grid`: where the grid is, what runs on it, how its nodes reach the pages. */
export interface GridArgs {
  /** The WebDriver endpoint (credentials from WEBDRIVER_USERNAME / WEBDRIVER_ACCESS_KEY only). */
  url: string;
  /** Engine names: presets (`chromium`, `webkit`) or names in the capabilities file. */
  engines: string[];
  /** Sessions at once per engine (default 2). */
  parallel?: number;
  /** More attempts for a scenario that fails on a live node (as local replay's `--retries`). */
  retries?: number;
  capabilitiesFile?: string;
  /** The app proxy's bind address (default 127.0.0.1: only nodes on this machine reach it). */
  proxyHost?: string;
  proxyPort?: number;
  /** The app proxy's URL as the nodes reach it (a LAN name, a tunnel); default the bound one. */
  publicUrl?: string;
  /** The whole run's deadline in seconds (default 1800). */
  deadlineSeconds?: number;
}

/** What a grid run tells the report: the endpoint and the URL its nodes were given. */
export interface GridReport {
  url: string;
  pageUrl: string;
  engines: string[];
}

/** Whether the run's app proxy is bound or announced beyond loopback (other machines reach it). */
export function gridProxyExposed(grid: Pick<GridArgs, 'proxyHost' | 'publicUrl'>): boolean {
  return reachesBeyondLoopback(grid.proxyHost, grid.publicUrl);
}

/** Starts the app proxy where the nodes reach it, replays on the grid, stops the proxy. */
export async function runGridSuite(
  files: ScenarioFile[],
  grid: GridArgs,
  opts: {
    baseUrl: string;
    /** The production build `baseUrl` serves: required for a proxy beyond loopback (see app-proxy). */
    appRoot?: string;
    onResult?: (result: ScenarioResult) => void;
    print: (line: string) => void;
    onStart?: (report: GridReport) => void;
  },
): Promise<ScenarioResult[]> {
  const engines = gridEngines(grid.engines, grid.capabilitiesFile);
  const proxy = await startAppProxy(opts.baseUrl, grid.proxyPort ?? 0, {
    ...(grid.proxyHost ? { host: grid.proxyHost } : {}),
    ...(grid.publicUrl ? { publicUrl: grid.publicUrl } : {}),
    ...(opts.appRoot ? { appRoot: opts.appRoot } : {}),
  });
  try {
    const endpoint = new URL(grid.url);
    const report = {
      url: endpoint.origin + endpoint.pathname,
      // The run's secret stays out of the line and the report.
      pageUrl: proxy.shownUrl,
      engines: grid.engines,
    };
    opts.onStart?.(report);
    opts.print(
      `emulator: grid ${report.url}, engines ${grid.engines.join(', ')}; the nodes open the pages at ${proxy.shownUrl}${proxy.exposed ? " (the secret is this run's own; only the nodes get it)" : ''}`,
    );
    return await runOnGrid(files, {
      gridUrl: grid.url,
      engines,
      parallel: grid.parallel ?? 2,
      baseUrl: opts.baseUrl,
      proxy,
      deadlineMs: (grid.deadlineSeconds ?? 1800) * 1000,
      ...(grid.retries ? { retries: grid.retries } : {}),
      ...(opts.onResult ? { onResult: opts.onResult } : {}),
      ...(opts.appRoot ? { appRoot: opts.appRoot } : {}),
    });
  } finally {
    proxy.server.closeAllConnections();
    await new Promise<void>((done) => proxy.server.close(() => done()));
  }
}
