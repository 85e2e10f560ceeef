import { poll } from './poll';
import type { EnginePage, NetworkConditions, PageFunction, PageOptions } from './types';
import type { WebDriverClient } from './webdriver-client';

/**
 * The page of a remote session: a new tab where the driver opens one (its history starts at one
 * entry, as a webview's does), else the session's one window (Appium's webview). Closing it
 * leaves the session clean for the next page: storage, cookies, network conditions.
 */
export async function remotePage(
  client: WebDriverClient,
  options: PageOptions & {
    network: boolean;
    screenshots: boolean;
    signal?: AbortSignal;
    onClose(): void;
  },
): Promise<EnginePage> {
  const first = await client.command<string>('GET', '/window').catch(() => '');
  const tab = first
    ? await client
        .command<{ handle: string }>('POST', '/window/new', { type: 'tab' })
        .then((w) => w.handle)
        .catch(() => '')
    : '';
  if (tab) await client.command('POST', '/window', { handle: tab });
  // Mobile drivers and device clouds size the window themselves: a refusal is not an error.
  await client
    .command('POST', '/window/rect', {
      width: options.viewport?.width ?? 360,
      height: options.viewport?.height ?? 740,
    })
    .catch(() => undefined);
  const evaluate = <T>(fn: PageFunction<T>, args: unknown[]) => client.evaluate(fn, args);
  let throttled = false;
  return {
    async goto(url) {
      await client.command('POST', '/url', { url });
    },
    evaluate: (fn, ...args) => evaluate(fn, args),
    waitFor: (what, fn, timeoutMs = 20_000, ...args) =>
      poll(what, () => evaluate(fn, args), timeoutMs, options.signal),
    ...(options.network
      ? {
          async emulateNetwork(c: NetworkConditions) {
            // chromedriver's own command; Selenium Grid passes it through to the node.
            await client.command('POST', '/chromium/network_conditions', {
              network_conditions: {
                offline: c.offline,
                latency: c.latency,
                download_throughput: c.downloadThroughput,
                upload_throughput: c.uploadThroughput,
              },
            });
            throttled = true;
          },
        }
      : {}),
    async screenshot() {
      if (!options.screenshots)
        throw new Error('remote: no screenshots through this session (WebKitGTK driver)');
      return Buffer.from(await client.command<string>('GET', '/screenshot'), 'base64');
    },
    async close() {
      try {
        if (throttled)
          await client.command('DELETE', '/chromium/network_conditions').catch(() => undefined);
        await client.clearStorage();
        await client.command('DELETE', '/cookie').catch(() => undefined);
        if (tab) {
          await client.command('DELETE', '/window').catch(() => undefined);
          await client.command('POST', '/window', { handle: first }).catch(() => undefined);
        } else await client.command('POST', '/url', { url: 'about:blank' }).catch(() => undefined);
      } finally {
        options.onClose();
      }
    },
  };
}
