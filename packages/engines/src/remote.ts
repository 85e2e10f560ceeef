import { poll } from './poll';
import { remoteCredentials } from './remote-credentials';
import { remotePage } from './remote-page';
import type { EngineBrowser } from './types';
import { WebDriverClient } from './webdriver-client';
import { WEBKITGTK_CANNOT } from './webkitgtk-limits';

export interface RemoteOptions {
  /** The W3C WebDriver endpoint: a Selenium Grid hub, an Appium server, a device cloud's hub. */
  url: string;
  /** The session's capabilities (`alwaysMatch`), as the endpoint documents them. */
  capabilities: Record<string, unknown>;
  /**
   * Appium: drive this context instead of the native one; `WEBVIEW` takes the first `WEBVIEW_*`
   * context (the app's webview) once it appears.
   */
  context?: string;
  /** Aborts every command (a run's deadline). */
  signal?: AbortSignal;
  /** Gives up waiting for a session to start (a grace after `signal`, see WebDriverClientOptions). */
  startSignal?: AbortSignal;
  /** One command's limit: a node that dies mid-command must not hang the run (default 60 s). */
  commandTimeoutMs?: number;
  /** How long the session may wait for a free slot in the grid's queue (default 300 s). */
  startTimeoutMs?: number;
  /** Where credentials are read from (default `process.env`). */
  env?: NodeJS.ProcessEnv;
}

/** A browser in a remote WebDriver session: one page at a time, in the session's window. */
export interface RemoteBrowser extends EngineBrowser {
  name: 'remote';
  /** The endpoint without credentials, for reports. */
  endpoint: string;
  sessionId: string;
  /** The capabilities the endpoint answered with (the grid's `se:*`, the cloud's session ids). */
  capabilities: Record<string, unknown>;
  /** Whether the session still answers (a dead node's does not). */
  alive(): Promise<boolean>;
}

const CHROMIUM_FAMILY = /^(chrome|chromium|msedge|microsoftedge)$/i;

/** What a remote session cannot do, from what it is. */
function remoteCannot(caps: Record<string, unknown>, appium: boolean): string[] {
  const browser = String(caps.browserName ?? '');
  const cannot = ['user agent (WebDriver cannot set it)', 'touch emulation'];
  // chromedriver's network_conditions command; Appium's and other drivers have none.
  if (appium || !CHROMIUM_FAMILY.test(browser)) cannot.push('network throttling and offline');
  if (/minibrowser|webkitgtk/i.test(browser)) cannot.push(...WEBKITGTK_CANNOT);
  return cannot;
}

/**
 * Starts a session on a remote WebDriver endpoint. Credentials come from the environment only
 * (`WEBDRIVER_USERNAME`, `WEBDRIVER_ACCESS_KEY`, sent as HTTP Basic in a header); a URL that carries
 * them is refused, because URLs end up in logs and reports.
 */
export async function launchRemote(options: RemoteOptions): Promise<RemoteBrowser> {
  const url = new URL(options.url);
  if (url.username || url.password)
    throw new Error(
      'remote: the WebDriver URL carries credentials; put them in WEBDRIVER_USERNAME and WEBDRIVER_ACCESS_KEY instead (a URL ends up in logs and reports)',
    );
  const endpoint = url.href.replace(/\/$/, '');
  const client = new WebDriverClient(endpoint, '', {
    headers: remoteCredentials(options.env ?? process.env),
    commandTimeoutMs: options.commandTimeoutMs ?? 60_000,
    startTimeoutMs: options.startTimeoutMs ?? 300_000,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.startSignal ? { startSignal: options.startSignal } : {}),
  });
  const capabilities = await client.start(options.capabilities);
  try {
    // The run ended while this session waited for its slot: give the slot back at once.
    if (options.signal?.aborted) throw new Error('remote: the run was aborted');
    const appium =
      options.context !== undefined ||
      Object.keys(options.capabilities).some((k) => k.startsWith('appium:'));
    if (options.context) {
      const wanted = options.context;
      const name = await poll(
        `the ${wanted} context`,
        async () =>
          (await client.command<string[]>('GET', '/contexts')).find((c) =>
            wanted === 'WEBVIEW' ? c.startsWith('WEBVIEW') : c === wanted,
          ),
        60_000,
      );
      await client.command('POST', '/context', { name });
    }
    const browserName = String(capabilities.browserName ?? options.capabilities.browserName ?? '');
    const version = String(
      capabilities.browserVersion ??
        capabilities['appium:platformVersion'] ??
        capabilities.platformVersion ??
        '?',
    );
    const cannot = remoteCannot({ ...options.capabilities, ...capabilities }, appium);
    const network = !cannot.some((c) => c.startsWith('network'));
    let busy = false;
    const browser: RemoteBrowser = {
      name: 'remote',
      endpoint,
      sessionId: client.session,
      capabilities,
      version: `${browserName || 'webview'} ${version}`,
      cannot,
      parallelPages: 1,
      async newPage(pageOptions = {}) {
        if (busy) throw new Error('remote: a session runs one page at a time');
        busy = true;
        return remotePage(client, {
          ...pageOptions,
          network,
          screenshots: !cannot.some((c) => c.startsWith('screenshots')),
          ...(options.signal ? { signal: options.signal } : {}),
          onClose: () => {
            busy = false;
          },
        });
      },
      async alive() {
        const probe = new WebDriverClient(endpoint, client.session, {
          headers: remoteCredentials(options.env ?? process.env),
          commandTimeoutMs: 15_000,
        });
        return probe.command('GET', '/url').then(
          () => true,
          () => false,
        );
      },
      close: () => client.stop(),
    };
    return browser;
  } catch (error) {
    await client.stop();
    throw error;
  }
}
