import { createServer, type Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConformanceResult, ConformanceVector } from '@hybrid-loan/bridge-sdk/testing';
import { build } from 'esbuild';
import type { Browser, Frame } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProxy } from '../../src/hosts/browser/app-proxy';
import { launchChromium } from '../../src/hosts/headless/chromium';
import { shimSource } from '../../src/shim/build-shim';
import type { CallEntry } from '../../src/types/call-entry';
import { startConformanceServer } from './conformance-server';
import { loadVectors, vectorShimConfig } from './vectors';

const here = dirname(fileURLToPath(import.meta.url));
const vectors = loadVectors();
let browser: Browser;
let site: { url: string; server: Server };

beforeAll(async () => {
  browser = await launchChromium();
  site = await startConformanceServer(vectors);
});
afterAll(async () => {
  await browser?.close();
  site?.server.close();
});

const failuresOf = (results: ConformanceResult[]) =>
  results.filter((r) => !r.pass).map((r) => `${r.name}: ${r.failures.join('; ')}`);

/**
 * The vectors a correct shell refuses (a foreign origin, a refused scheme on the raw wire): the
 * host's call log must show each call refused, answered by policy, no responder run.
 */
function unrefusedInLog(entries: CallEntry[]): string[] {
  const problems: string[] = [];
  for (const [i, v] of vectors.entries()) {
    if (v.reachesHandler !== false) continue;
    const mine = entries.filter((e) => e.url === `#${i}` && e.method === v.call.method);
    const kind = v.allowedOrigins ? 'origin' : 'scheme';
    const code = v.expect.ok ? undefined : v.expect.code;
    if (mine.length === 0) problems.push(`${v.name}: not in the call log`);
    for (const e of mine) {
      if (
        e.refused !== kind ||
        e.source !== 'fail' ||
        e.reply?.ok !== false ||
        e.reply.error.code !== code
      )
        problems.push(`${v.name}: logged ${JSON.stringify(e)}`);
    }
  }
  return problems;
}

async function waitForResult(target: { evaluate: Frame['evaluate'] }): Promise<ConformanceResult> {
  for (let i = 0; i < 100; i++) {
    const result = await target.evaluate(
      () => (window as unknown as { __conformance?: ConformanceResult }).__conformance,
    );
    if (result) return result;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error('the vector did not finish');
}

describe('the shim passes every conformance vector of the bridge SDK', () => {
  it('has vectors to run', () => {
    expect(vectors.length).toBeGreaterThan(10);
  });

  it('in the headless host (init script before the page, bindings to the host)', async () => {
    const shim = await shimSource();
    const configs = vectors.map((v) => vectorShimConfig(v, 'binding'));
    const context = await browser.newContext();
    const reported: unknown[] = [];
    await context.exposeBinding('__emulatorReport', (_s, entry) => void reported.push(entry));
    await context.addInitScript(
      `window.__emulatorShimConfig = (${JSON.stringify(configs)})[Number(location.hash.slice(1))];\n${shim}`,
    );
    const page = await context.newPage();
    const results: ConformanceResult[] = [];
    for (const [i] of vectors.entries()) {
      await page.goto(`${site.url}?v=${i}#${i}`);
      results.push(await waitForResult(page));
    }
    await context.close();
    expect(failuresOf(results)).toEqual([]);
    expect(reported.length).toBeGreaterThan(0);
    expect(unrefusedInLog(reported as CallEntry[])).toEqual([]);
  }, 120_000);

  it('in the browser host (proxy injects the shim, config in the frame name, comlink to the panel)', async () => {
    const proxy = await startAppProxy(site.url);
    const parentJs = await build({
      entryPoints: [join(here, 'parent-page.ts')],
      bundle: true,
      write: false,
      format: 'iife',
      define: { APP_ORIGIN: JSON.stringify(new URL(proxy.url).origin) },
      logLevel: 'silent',
    });
    const parent = createServer((req, res) => {
      if (req.url === '/parent.js')
        res
          .writeHead(200, { 'content-type': 'text/javascript' })
          .end(parentJs.outputFiles[0]?.text);
      else
        res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<!doctype html><body><script src="/parent.js"></script></body>');
    });
    await new Promise<void>((done) => parent.listen(0, '127.0.0.1', done));
    const address = parent.address();
    const parentUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
    // This page stands in for the panel: the one the proxy lets frame the app.
    proxy.framedBy(parentUrl);
    const page = await browser.newPage();
    await page.goto(parentUrl);
    const results: ConformanceResult[] = [];
    try {
      for (const [i, v] of vectors.entries()) {
        const config = {
          ...vectorShimConfig(v as ConformanceVector, 'parent'),
          parentOrigin: new URL(parentUrl).origin,
        };
        await page.evaluate(
          ([url, name]) =>
            (window as unknown as { openVector: (u: string, n: string) => void }).openVector(
              url as string,
              name as string,
            ),
          [`${proxy.url}?v=${i}#${i}`, `emulator:${JSON.stringify(config)}`],
        );
        let frame: Frame | undefined;
        for (let k = 0; k < 100 && !frame; k++) {
          frame = page.frames().find((f) => f.url().endsWith(`#${i}`));
          if (!frame) await page.waitForTimeout(20);
        }
        if (!frame) throw new Error(`vector ${i}: the frame did not load`);
        results.push(await waitForResult(frame));
      }
      const calls = await page.evaluate(
        () => (window as unknown as { __calls: CallEntry[] }).__calls,
      );
      expect(failuresOf(results)).toEqual([]);
      expect(calls.length).toBeGreaterThan(0);
      expect(unrefusedInLog(calls)).toEqual([]);
    } finally {
      await page.close();
      parent.close();
      proxy.server.close();
    }
  }, 120_000);
});
