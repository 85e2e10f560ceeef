import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { putIdentity } from '@hybrid-loan/bridge-sdk/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startSandboxServer } from '../sandbox/server';
import { writeServiceWorker } from '../scripts/build/service-worker-build';
import { switchFile } from '../src/lib/service-worker/switch';
import { useChromium } from './chromium';
import { fakeAndroidShellScript } from './fake-shell';
import { borrowerIdentity, newDeviceId } from './harness';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** What a page learns of the app's worker: the controller's build, and the registration's. */
export interface PageWorker {
  controller: string | null;
  active: string | null;
  waiting: string | null;
  cached: number;
  total: number;
}

/**
 * The production build in a folder of its own, served by a sandbox server of its own: a test
 * may ship a new build or switch the worker off without touching the other test files' server.
 */
export async function startOwnBuild() {
  const root = mkdtempSync(join(tmpdir(), 'hl-sw-'));
  cpSync(dist, root, { recursive: true });
  const server = await startSandboxServer({ mode: 'dist', distRoot: root });
  let builds = 1;
  const builtIndex = readFileSync(join(root, 'index.html'));
  const altered = new Map<string, Buffer>();
  return {
    url: server.url,
    /**
     * Adds a byte to the first asset whose name matches, as a proxy that rewrites or truncates a
     * response would, the worker staying as it is; `restoreAssets` puts it back.
     */
    alterAsset(match: RegExp): string {
      const name = readdirSync(join(root, 'assets')).find((f) => match.test(f));
      if (!name) throw new Error(`no asset matches ${match}`);
      const file = join(root, 'assets', name);
      if (!altered.has(file)) altered.set(file, readFileSync(file));
      writeFileSync(file, Buffer.concat([altered.get(file) as Buffer, Buffer.from('\n')]));
      // The host's precompressed copies would still be the build's: gone with the change.
      for (const copy of [`${file}.br`, `${file}.gz`]) rmSync(copy, { force: true });
      return name;
    },
    restoreAssets(): void {
      for (const [file, bytes] of altered) writeFileSync(file, bytes);
      altered.clear();
    },
    /**
     * Puts back the index.html the worker's list was made from: a changed copy under the same
     * build fails its integrity, so no later device could install the worker.
     */
    restoreIndex(): void {
      writeFileSync(join(root, 'index.html'), builtIndex);
    },
    /** Changes index.html on the server (it carries `marker`), the worker staying as it is. */
    changeIndex(): string {
      builds += 1;
      const marker = `build-${builds}`;
      const html = readFileSync(join(root, 'index.html'), 'utf8').replace(
        /\n {4}<meta name="hl-build"[^>]*>/,
        '',
      );
      writeFileSync(
        join(root, 'index.html'),
        html.replace('<head>', `<head>\n    <meta name="hl-build" content="${marker}" />`),
      );
      return marker;
    },
    /** A new build: index.html changes, and with it the worker's list and version. */
    async shipNewBuild(): Promise<{ marker: string; version: string }> {
      const marker = this.changeIndex();
      const { version } = await writeServiceWorker(root);
      return { marker, version };
    },
    setSwitch(off: boolean) {
      writeFileSync(join(root, 'sw-switch.json'), switchFile(off, off ? 'test' : undefined));
    },
    async close() {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A device: one browser context (one app data store, as a phone's webview has). */
export async function newDevice(browser: Browser, baseUrl: string, languageType = '1') {
  const deviceId = newDeviceId('sw');
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(await fakeAndroidShellScript());
  const identity = borrowerIdentity(deviceId, languageType);
  return {
    deviceId,
    context,
    /** Opens `route` in a new page, as the shell opens a new webview (`before` sees it first). */
    async open(route: string, before?: (page: Page) => void): Promise<Page> {
      const page = await context.newPage();
      before?.(page);
      await page.goto(putIdentity(baseUrl, route, identity));
      return page;
    },
  };
}

/** The app's worker as the page sees it (the workers answer `GET_STATE`). */
export function pageWorker(page: Page): Promise<PageWorker> {
  return page.evaluate(async () => {
    const ask = (worker: ServiceWorker | null | undefined) =>
      new Promise<{ version: string; cached: number; total: number } | null>((done) => {
        if (!worker) return done(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (e) => done(e.data);
        worker.postMessage({ type: 'GET_STATE' }, [channel.port2]);
      });
    const reg = await navigator.serviceWorker.getRegistration();
    const active = await ask(reg?.active);
    const waiting = await ask(reg?.waiting);
    const controller = await ask(navigator.serviceWorker.controller);
    return {
      controller: controller?.version ?? null,
      active: active?.version ?? null,
      waiting: waiting?.version ?? null,
      cached: active?.cached ?? 0,
      total: active?.total ?? 0,
    };
  });
}

/** Waits until the page's origin has an active worker with every file of its build cached. */
export async function workerReady(page: Page, timeoutMs = 30_000): Promise<PageWorker> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const state = await pageWorker(page);
    if (state.active && state.total > 0 && state.cached === state.total) return state;
    if (Date.now() > until)
      throw new Error(`no active worker with its build cached: ${JSON.stringify(state)}`);
    await page.waitForTimeout(100);
  }
}

/** The Cache Storage of the page's origin: every cached URL. */
export function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

/** A build served by its own sandbox server (see `startOwnBuild`). */
export type OwnBuild = Awaited<ReturnType<typeof startOwnBuild>>;

/** The loan details page of the sample order: the page the worker tests open. */
export const LOAN = '/loanDetails?productId=1&orderId=1001';

/**
 * A Chromium and a build of their own for the calling test file: started before its tests and
 * stopped after them (also when a test fails).
 */
export function useOwnBuild(): { readonly browser: Browser; readonly own: OwnBuild } {
  const chromium = useChromium();
  let own: OwnBuild | undefined;
  beforeAll(async () => {
    own = await startOwnBuild();
  });
  afterAll(async () => {
    await own?.close();
  });
  return {
    get browser() {
      return chromium.browser;
    },
    get own() {
      if (!own) throw new Error('the own build is not started: it is there from beforeAll on');
      return own;
    },
  };
}
