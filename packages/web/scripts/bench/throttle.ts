// The bench's throttling in a real tab, set through Chromium's DevTools protocol: the repeat open,
// the offline open and the package open share it.
import type { BrowserContext, Page } from 'playwright-core';

/** Lighthouse's mobile "slow 4G" as DevTools applies it (its request-level throttling values). */
export const NETWORK_4G = { latency: 562.5, downloadKbps: 1474.56, uploadKbps: 675 };
export const CPU_SLOWDOWN = 4;

/** URL patterns (DevTools' URLPattern syntax) that are not throttled: no network delay. */
export type Unthrottled = readonly string[];

/**
 * A new tab with the bench's throttling (4G-like network, 4x CPU) set through DevTools. With
 * `unthrottled`, the requests matching those patterns go without the network's delay and all
 * others over the throttled network (the package open's stand-in for the shell).
 */
export async function throttledPage(
  context: BrowserContext,
  offline: boolean,
  unthrottled?: Unthrottled,
): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const network = {
    offline,
    latency: NETWORK_4G.latency,
    downloadThroughput: (NETWORK_4G.downloadKbps * 1024) / 8,
    uploadThroughput: (NETWORK_4G.uploadKbps * 1024) / 8,
  };
  if (unthrottled)
    // The first rule that matches a request applies; the empty pattern is every other request.
    await cdp.send('Network.emulateNetworkConditionsByRule', {
      matchedNetworkConditions: [
        ...unthrottled.map((urlPattern) => ({
          urlPattern,
          offline,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        })),
        { urlPattern: '', ...network },
      ],
    });
  else await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}
