import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectFiles } from '@hybrid-loan/offline-package';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseScenario } from '../src/core/load-scenario';
import { launchChromium } from '../src/hosts/headless/chromium';
import { replayHeadless } from '../src/hosts/headless/headless-run';
import { openPackage } from '../src/hosts/package/open-package';
import { signingKey, testPackage, untrustedPem } from '../src/hosts/package/testing/package-kit';
import { PACKAGE_ROOT } from '../src/hosts/paths';
import { loadScenarioFiles } from '../src/hosts/scenario-files';

// The emulator as the reference shell, the Android way: a device opens a QA scenario's page from a
// package of the build the sandbox serves, on the same origin; the page reports healthy.
const dir = mkdtempSync(join(tmpdir(), 'emulator-package-replay-'));
const { privateKey, pem } = signingKey(dir);
const otherPem = untrustedPem(dir);
const [item] = loadScenarioFiles([join(PACKAGE_ROOT, 'scenarios/back-key-entry-page.json')]);

let browser: Browser;
let zip: string;
/** Build 2: its document never starts the app, so its page never reports healthy. */
let silentZip: string;
beforeAll(async () => {
  browser = await launchChromium();
  zip = await testPackage(
    collectFiles(inject('appRoot')),
    { version: '1.0.0', build: 1 },
    privateKey,
    dir,
  );
  silentZip = await testPackage(
    collectFiles(inject('appRoot')).map((f) =>
      f.path === 'index.html'
        ? { path: f.path, bytes: Buffer.from('<!doctype html><title>broken build</title>') }
        : f,
    ),
    { version: '1.0.1', build: 2 },
    privateKey,
    join(dir, 'silent'),
  );
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!inject('appRoot'))('a device on a package (the production build)', () => {
  const replay = async (
    publicKey: string,
    file = zip,
    scenario = item?.scenario as NonNullable<typeof item>['scenario'],
  ) => {
    const pkg = await openPackage(file, publicKey);
    return replayHeadless(scenario, {
      browser,
      baseUrl: inject('sandboxUrl'),
      outDir: join(dir, 'out'),
      package: pkg,
    });
  };

  it('serves the pages from the package; the page asks which and reports healthy once', async () => {
    const result = await replay(pem);
    expect(result.error).toBeUndefined();
    expect(result.ok).toBe(true);
    const info = result.calls.filter((c) => c.method === 'packageInfo');
    expect(info).toHaveLength(1);
    expect(info[0]?.reply).toEqual({
      ok: true,
      result: { version: '1.0.0', build: 1, source: 'package' },
    });
    expect(result.calls.filter((c) => c.method === 'reportHealth')).toHaveLength(1);
    expect(result.package?.[0]).toMatch(/build 1 verified: pending/);
    expect(result.package?.[1]).toMatch(
      /^build 1 reported healthy \([1-9]\d* file\(s\) from the package\): current$/,
    );
    // The package owns the cache: the page did not register the worker.
    expect(result.package?.[2]).toBe('the page on screen: service worker package');
    // The package's page sends its first read from the document; the page's query took it: once.
    const reads = result.requests.filter((r) => r.path.endsWith('/v3/loan-details/loan-details'));
    expect(reads).toHaveLength(1);
  });

  it('serves an iPhone the iOS way: an origin of its own, the API by CORS, the bridge, no worker', async () => {
    const scenario = parseScenario(
      JSON.stringify({
        version: 1,
        name: 'package-ios-way',
        device: 'iphone-notch',
        identity: { languageType: '1' },
        entry: '/loanDetails?productId=1&orderId=1001',
        steps: [
          { step: 'waitForText', text: 'Repay now', timeoutMs: 30000 },
          { step: 'event', name: 'back' },
          { step: 'expectBridgeCall', method: 'closeWebview' },
        ],
      }),
    );
    const result = await replay(pem, zip, scenario);
    expect(result.error).toBeUndefined();
    expect(result.ok).toBe(true);
    expect(result.package?.[0]).toMatch(/build 1 verified: pending .*the iOS way/);
    expect(result.package?.[1]).toMatch(
      /^build 1 reported healthy \([1-9]\d* file\(s\) from the package\): current$/,
    );
    // The page's origin is the package's own, not the app's; its storage is that origin's.
    const app = new URL(inject('sandboxUrl')).origin;
    expect(result.package?.[2]).toMatch(/^the page on screen \(http:\/\/127\.0\.0\.1:\d+\): /);
    expect(result.package?.[2]).not.toContain(app);
    expect(result.package?.[2]).toMatch(/: identity in its own session storage, /);
    expect(result.package?.[2]).toMatch(/service worker package$/);
    // The loan's data came from the API on the app's origin, by CORS, with the device's identity.
    expect(result.requests.some((r) => r.path.includes('/loan') && r.status === 200)).toBe(true);
    // The document's first read, by CORS from the package's origin, taken by the page: once.
    const reads = result.requests.filter((r) => r.path.endsWith('/v3/loan-details/loan-details'));
    expect(reads).toHaveLength(1);
    expect(result.calls.filter((c) => c.method === 'reportHealth')).toHaveLength(1);
    expect(result.calls.find((c) => c.method === 'packageInfo')?.reply).toEqual({
      ok: true,
      result: { version: '1.0.0', build: 1, source: 'package' },
    });
  });

  it('refuses a package signed with another key and opens from the network, saying why', async () => {
    const result = await replay(otherPem);
    expect(result.ok).toBe(true);
    expect(result.package).toEqual([
      expect.stringMatching(/^package refused \(UNKNOWN_KEY\)/),
      'the page on screen: service worker registered',
    ]);
    const info = result.calls.find((c) => c.method === 'packageInfo');
    expect(info?.reply).toMatchObject({ ok: true, result: { source: 'network' } });
  });

  it('rolls back a package whose page never reports healthy; the reopened page is from the network', async () => {
    const scenario = parseScenario(
      JSON.stringify({
        version: 1,
        name: 'package-never-healthy',
        identity: { languageType: '1' },
        entry: '/loanDetails?productId=1&orderId=1001',
        steps: [{ step: 'reopen' }, { step: 'waitForText', text: 'Repay now', timeoutMs: 30000 }],
      }),
    );
    const result = await replay(pem, silentZip, scenario);
    expect(result.error).toBeUndefined();
    expect(result.ok).toBe(true);
    expect(result.package?.[1]).toMatch(
      /^rolled back \([1-9]\d* file\(s\) from the package\): no health report within 10 s: back to the network, build 2 never offered again$/,
    );
    expect(result.package?.[2]).toBe('the page on screen: service worker registered');
    const info = result.calls.filter((c) => c.method === 'packageInfo');
    expect(info.map((c) => c.reply)).toEqual([
      { ok: true, result: { version: '', build: 0, source: 'network' } },
    ]);
  });
});
