import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { callExpression, poll } from './poll';
import type { EngineBrowser, EnginePage, PageFunction, PageOptions } from './types';
import { WebDriverClient } from './webdriver-client';
import { startXvfb } from './xvfb';

const DRIVER = '/usr/bin/WebKitWebDriver';

function miniBrowserPath(): string {
  for (const lib of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    if (!existsSync(lib)) continue;
    for (const dir of readdirSync(lib)
      .filter((d) => /^webkit2gtk-4\.\d$/.test(d))
      .sort()
      .reverse()) {
      const path = `${lib}/${dir}/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  throw new Error('webkit: MiniBrowser not found; install Debian\'s "webkit2gtk-driver".');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Runs a page expression through execute/async, so promises settle and errors come back.
const ASYNC_WRAPPER = (expression: string) => `var done = arguments[arguments.length - 1];
Promise.resolve().then(function () { return ${expression}; }).then(
  function (v) { done({ ok: true, value: v === undefined ? null : v }); },
  function (e) { done({ ok: false, error: e && e.message ? e.name + ': ' + e.message : String(e) }); });`;

/**
 * WebKit (Debian's WebKitGTK MiniBrowser) over W3C WebDriver under a private Xvfb: the engine
 * family of iOS WKWebView. WebDriver cannot set the user agent, emulate touch or throttle the
 * network, so the browser says so in `cannot`. One session runs one page at a time.
 */
export async function launchWebKit(): Promise<EngineBrowser> {
  if (!existsSync(DRIVER))
    throw new Error('webkit needs WebKitWebDriver: install Debian\'s "webkit2gtk-driver".');
  const binary = miniBrowserPath();
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: 'ignore',
  });
  const stopAll = () => {
    driver.kill();
    xvfb.stop();
  };
  const base = `http://127.0.0.1:${port}`;
  const client = new WebDriverClient(base);
  try {
    await poll('WebKitWebDriver', () => fetch(`${base}/status`).then((r) => r.ok), 20_000);
    const caps = await client.start({
      'webkitgtk:browserOptions': { binary, args: ['--automation'] },
    });
    const version = `WebKitGTK ${String(caps.browserVersion ?? '?')}`;
    const first = await client.command<string>('GET', '/window');
    let busy: Promise<void> = Promise.resolve();
    return {
      name: 'webkit',
      version,
      cannot: [
        'screenshots (the WebKitGTK driver hangs on them without a GPU)',
        'user agent (WebDriver cannot set it)',
        'touch emulation',
        'network throttling and offline',
      ],
      parallelPages: 1,
      async newPage(options: PageOptions = {}): Promise<EnginePage> {
        // One page at a time: WebDriver commands go to the session's current window.
        let release = () => {};
        const previous = busy;
        busy = new Promise((r) => {
          release = r;
        });
        await previous;
        const { handle } = await client.command<{ handle: string }>('POST', '/window/new', {
          type: 'tab',
        });
        await client.command('POST', '/window', { handle });
        await client.command('POST', '/window/rect', {
          width: options.viewport?.width ?? 360,
          height: options.viewport?.height ?? 740,
        });
        const evaluate = async <T>(fn: PageFunction<T>, args: unknown[]): Promise<T> => {
          const result = await client.command<{ ok: boolean; value: T; error: string }>(
            'POST',
            '/execute/async',
            { script: ASYNC_WRAPPER(callExpression(fn, args)), args: [] },
          );
          if (!result.ok) throw new Error(result.error);
          return result.value;
        };
        return {
          async goto(url) {
            await client.command('POST', '/url', { url });
          },
          evaluate: (fn, ...args) => evaluate(fn, args),
          waitFor: (what, fn, timeoutMs = 20_000, ...args) =>
            poll(what, () => evaluate(fn, args), timeoutMs),
          screenshot() {
            // WebKitGTK's driver crashes or hangs on a screenshot without a GPU (tried here).
            return Promise.reject(new Error('webkit: no screenshots through WebKitGTK WebDriver'));
          },
          async close() {
            // Tabs of one session share localStorage and cookies: leave nothing for the next page.
            await evaluate(() => {
              try {
                localStorage.clear();
                sessionStorage.clear();
              } catch {}
            }, []).catch(() => undefined);
            await client.command('DELETE', '/window').catch(() => undefined);
            await client.command('POST', '/window', { handle: first }).catch(() => undefined);
            release();
          },
        };
      },
      async close() {
        await client.stop();
        stopAll();
      },
    };
  } catch (error) {
    await client.stop();
    stopAll();
    throw error;
  }
}
