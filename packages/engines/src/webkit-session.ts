import { freePort } from './free-port';
import { poll } from './poll';
import { spawnOwned } from './process-group';
import type { EnginePage, PageFunction, PageOptions } from './types';
import { WebDriverClient } from './webdriver-client';

export interface WebKitSession {
  version: string;
  /** Pages opened and not yet closed (the pool picks the least busy session). */
  pending: number;
  newPage(options?: PageOptions): Promise<EnginePage>;
  close(): Promise<void>;
}

/**
 * One WebKitWebDriver with one MiniBrowser session on `display`. WebDriver commands go to the
 * session's current window, so a session runs one page at a time; the others wait their turn.
 */
export async function startWebKitSession(
  driverPath: string,
  binary: string,
  display: string,
): Promise<WebKitSession> {
  const port = await freePort();
  // Its own process group: the driver starts MiniBrowser (and WebKit its web processes) in it,
  // so stopping the group stops them all, also when this process is interrupted.
  const driver = spawnOwned(driverPath, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const client = new WebDriverClient(base);
  try {
    await poll('WebKitWebDriver', () => fetch(`${base}/status`).then((r) => r.ok), 20_000);
    const caps = await client.start({
      'webkitgtk:browserOptions': { binary, args: ['--automation'] },
    });
    const first = await client.command<string>('GET', '/window');
    let busy: Promise<void> = Promise.resolve();
    const session: WebKitSession = {
      version: `WebKitGTK ${String(caps.browserVersion ?? '?')}`,
      pending: 0,
      async newPage(options: PageOptions = {}): Promise<EnginePage> {
        session.pending++;
        let release = () => {};
        const previous = busy;
        busy = new Promise((r) => {
          release = () => {
            session.pending--;
            r();
          };
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
        const evaluate = <T>(fn: PageFunction<T>, args: unknown[]) => client.evaluate(fn, args);
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
            await client.clearStorage();
            await client.command('DELETE', '/window').catch(() => undefined);
            await client.command('POST', '/window', { handle: first }).catch(() => undefined);
            release();
          },
        };
      },
      async close() {
        await client.stop();
        await driver.stop();
      },
    };
    return session;
  } catch (error) {
    await client.stop();
    await driver.stop();
    throw error;
  }
}
