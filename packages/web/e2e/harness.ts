import { type Identity, PAGE_LOAD_METHODS, putIdentity } from '@hybrid-loan/bridge-sdk/contract';
import { SAMPLE_IDENTITY } from '@hybrid-loan/dev-contract';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { useChromium } from './chromium';
import { fakeAndroidShellScript, type ShellCall } from './fake-shell';

export interface OpenOptions {
  /** Identity put in the URL as the shell does; `token: ''` opens signed out. */
  identity?: Identity;
  /** Inject the fake Android shell (default true). */
  shell?: boolean;
  shellAnswers?: Record<string, unknown>;
  /** Sandbox fixtures for this device, e.g. { loan: 'status-174' }. */
  fixtures?: Record<string, string>;
  viewport?: { width: number; height: number };
  /** Another server's address to open the page on (the sandbox serving the build as a package). */
  base?: string;
  /** Runs on the new page before it opens (routes, listeners, init scripts). */
  beforeOpen?: (page: Page) => Promise<void>;
  /**
   * A context of its own even with `reuseContexts`: for a test that changes the context (goes
   * offline) or needs its HTTP cache cold.
   */
  freshContext?: boolean;
}

let counter = 0;

/** A fresh device id per test, so the sandbox state of one test never leaks into another. */
export function newDeviceId(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}-${Date.now().toString(36)}`;
}

/** The sample borrower on a device of its own (its own token, so sandbox state stays apart). */
export function borrowerIdentity(deviceId: string, languageType = '2'): Identity {
  return { ...SAMPLE_IDENTITY, deviceId, token: `token-${deviceId}`, gid: 'g-1', languageType };
}

/**
 * Records the page's requests from now on; gives the params of each sent to a path ending in
 * `suffix`, as on the wire (query, form or JSON body). The sandbox's log hides secrets (codes,
 * card numbers): tests that check them read the wire.
 */
export function recordSent(page: Page): (suffix: string) => Record<string, string>[] {
  const wire: { path: string; params: Record<string, string> }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const params = Object.fromEntries(url.searchParams);
    const body = request.postData() ?? '';
    const type = request.headers()['content-type'] ?? '';
    if (type.includes('application/x-www-form-urlencoded'))
      Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
    else if (type.includes('application/json') && body)
      for (const [k, v] of Object.entries(JSON.parse(body) as Record<string, unknown>))
        params[k] = String(v);
    wire.push({ path: url.pathname, params });
  });
  return (suffix) => wire.filter((r) => r.path.endsWith(suffix)).map((r) => r.params);
}

/**
 * Starts Chromium for a test file; gives helpers to open pages and drive the sandbox. With
 * `reuseContexts`, each open is a new page in a context the file's tests take turns with
 * (`FileChromium.pooledPage`): for files whose tests change nothing of the context itself.
 */
export function useBrowser({ reuseContexts = false }: { reuseContexts?: boolean } = {}) {
  const baseUrl = inject('baseUrl');
  const chromium = useChromium();

  async function sandbox(path: string, method: string, body?: unknown): Promise<unknown> {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok)
      throw new Error(`sandbox ${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  }

  return {
    baseUrl,
    /** Opens `route` (e.g. '/loanDetails?productId=1') like the shell would. */
    async open(
      route: string,
      options: OpenOptions = {},
    ): Promise<{
      page: Page;
      deviceId: string;
      calls(): Promise<ShellCall[]>;
      /** Params of each request the page sent to a path ending in `suffix`, as on the wire. */
      sent(suffix: string): Record<string, string>[];
    }> {
      const deviceId = options.identity?.deviceId ?? newDeviceId();
      const identity = options.identity ?? borrowerIdentity(deviceId);
      if (options.fixtures)
        await sandbox(`/__sandbox/devices/${deviceId}/fixtures`, 'POST', options.fixtures);
      const contextOptions = {
        viewport: options.viewport ?? { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        // No service worker here: its own tests (`sw-server.ts`) cover it. In these it would only
        // precache the whole build again after each page's first paint (about a quarter of a page
        // open's CPU), which none of them asserts.
        serviceWorkers: 'block',
        userAgent:
          'Mozilla/5.0 (Linux; Android 11; Redmi 9A Build/RP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36',
      } as const;
      const shell =
        options.shell === false ? undefined : await fakeAndroidShellScript(options.shellAnswers);
      let page: Page;
      if (reuseContexts && !options.freshContext) {
        const origin = new URL(options.base ?? baseUrl).origin;
        page = await chromium.pooledPage(contextOptions, origin);
        if (shell) await page.addInitScript(shell);
      } else {
        const context = await chromium.newContext(contextOptions);
        if (shell) await context.addInitScript(shell);
        page = await context.newPage();
      }
      const sent = recordSent(page);
      await options.beforeOpen?.(page);
      await page.goto(putIdentity(options.base ?? baseUrl, route, identity));
      return {
        page,
        deviceId,
        sent,
        calls: () =>
          // The page load's own calls (handshake, package, health) are not the borrower's.
          page.evaluate(
            (skip) =>
              (
                (window as unknown as { __fakeShell?: { calls: ShellCall[] } }).__fakeShell
                  ?.calls ?? []
              ).filter((c) => !skip.includes(c.method)),
            [...PAGE_LOAD_METHODS] as string[],
          ),
      };
    },
    setFaults: (deviceId: string, faults: unknown[]) =>
      sandbox(`/__sandbox/devices/${deviceId}/faults`, 'PUT', { faults }),
    clearFaults: (deviceId: string) => sandbox(`/__sandbox/devices/${deviceId}/faults`, 'DELETE'),
    chooseFixtures: (deviceId: string, fixtures: Record<string, string>) =>
      sandbox(`/__sandbox/devices/${deviceId}/fixtures`, 'POST', fixtures),
    requests: async (deviceId: string) =>
      (
        (await sandbox(`/__sandbox/devices/${deviceId}/requests`, 'GET')) as {
          requests: { path: string; params: Record<string, string>; idempotencyKey?: string }[];
        }
      ).requests,
  };
}
