import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDevice } from '../src/core/devices';
import { launchChromium } from '../src/hosts/headless/chromium';
import { contextOptions, emulate, safeAreaScript } from '../src/hosts/headless/emulation';

let browser: Browser;
let server: Server;
let url: string;
beforeAll(async () => {
  browser = await launchChromium();
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      '<meta name="viewport" content="width=device-width, viewport-fit=cover"><div id="x" style="padding-top: env(safe-area-inset-top, 1px); padding-bottom: env(safe-area-inset-bottom, 1px)">x</div>',
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
});
afterAll(async () => {
  await browser?.close();
  server?.close();
});

async function open(
  deviceId: string,
  orientation: 'portrait' | 'landscape',
  network: 'online' | 'offline' | 'slow-3g' | 'fast-4g' = 'online',
) {
  const device = getDevice(deviceId);
  const context = await browser.newContext(contextOptions(device, orientation));
  await context.addInitScript(safeAreaScript(device.safeArea[orientation]));
  const page = await context.newPage();
  await emulate(context, page, device, orientation, network);
  return { context, page };
}

describe('the headless host emulates the device through the browser', () => {
  it('user agent, viewport, pixel ratio, touch and safe areas (env() and the CSS variables)', async () => {
    const { context, page } = await open('iphone-notch', 'portrait');
    await page.goto(url);
    const seen = await page.evaluate(() => {
      const x = getComputedStyle(document.getElementById('x') as HTMLElement);
      const root = getComputedStyle(document.documentElement);
      return {
        ua: navigator.userAgent,
        size: [innerWidth, innerHeight, devicePixelRatio],
        touch: navigator.maxTouchPoints > 0,
        env: [x.paddingTop, x.paddingBottom],
        vars: [
          root.getPropertyValue('--safe-area-inset-top'),
          root.getPropertyValue('--safe-area-inset-bottom'),
        ],
      };
    });
    expect(seen).toEqual({
      ua: getDevice('iphone-notch').userAgent,
      size: [390, 844, 3],
      touch: true,
      env: ['47px', '34px'],
      vars: ['47px', '34px'],
    });
    await context.close();
  });

  it('landscape swaps the viewport and uses the landscape insets', async () => {
    const { context, page } = await open('android-recent', 'landscape');
    await page.goto(url);
    expect(
      await page.evaluate(() => [innerWidth, innerHeight, navigator.userAgent.includes('; wv)')]),
    ).toEqual([915, 412, true]);
    await context.close();
  });

  it('network profiles: offline fails requests, slow 3G delays them', async () => {
    const offline = await open('android-low', 'portrait', 'offline');
    await expect(offline.page.goto(url)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await offline.context.close();
    const slow = await open('android-low', 'portrait', 'slow-3g');
    const t0 = Date.now();
    await slow.page.goto(url);
    expect(Date.now() - t0).toBeGreaterThan(1900);
    await slow.context.close();
  });
});
