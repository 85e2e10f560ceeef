import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { DeviceProfile, Orientation, SafeArea } from '../../core/devices';
import { deviceMetrics } from '../../core/devices';
import type { NetworkProfile } from '../../core/scenario';

/** DevTools' own presets (latency in ms, throughput in bytes per second). */
export const NETWORK_PROFILES: Record<
  Exclude<NetworkProfile, 'online'>,
  { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number }
> = {
  offline: { offline: true, latency: 0, downloadThroughput: 0, uploadThroughput: 0 },
  'slow-3g': {
    offline: false,
    latency: 2000,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  },
  'fast-4g': {
    offline: false,
    latency: 165,
    downloadThroughput: 1_012_500,
    uploadThroughput: 168_750,
  },
};

/** No throttling at all (DevTools' -1: unlimited). */
export const NO_THROTTLING = {
  offline: false,
  latency: 0,
  downloadThroughput: -1,
  uploadThroughput: -1,
};

/** The conditions of a `network` step: offline, or back to the scenario's own profile. */
export function networkConditions(state: 'offline' | 'online', scenarioNetwork?: NetworkProfile) {
  if (state === 'offline') return NETWORK_PROFILES.offline;
  return scenarioNetwork && scenarioNetwork !== 'online' && scenarioNetwork !== 'offline'
    ? NETWORK_PROFILES[scenarioNetwork]
    : NO_THROTTLING;
}

/** The context pool's key for a device and orientation: one set of contexts per pair. */
export function deviceContextKey(device: DeviceProfile, orientation: Orientation): string {
  return `${device.id}|${orientation}`;
}

/** Playwright context options for a device profile. */
export function contextOptions(device: DeviceProfile, orientation: Orientation = 'portrait') {
  const { viewport } = deviceMetrics(device, orientation);
  return {
    viewport,
    screen: viewport,
    deviceScaleFactor: device.pixelRatio,
    isMobile: true,
    hasTouch: device.touch,
    userAgent: device.userAgent,
    locale: 'en-US',
  };
}

/**
 * `env(safe-area-inset-*)` fallback: the same insets as CSS variables on <html>, for pages (and
 * Chromium builds) where the CDP override is not there.
 */
export function safeAreaScript(insets: SafeArea): string {
  return `(() => { const set = () => { const s = document.documentElement && document.documentElement.style; if (!s) return false; ${(
    ['top', 'right', 'bottom', 'left'] as const
  )
    .map((k) => `s.setProperty('--safe-area-inset-${k}', '${insets[k]}px');`)
    .join(
      ' ',
    )} return true; }; if (!set()) document.addEventListener('readystatechange', set, { once: true }); })();`;
}

/** Applies safe areas and the network profile through the browser's own emulation (CDP). */
export async function emulate(
  context: BrowserContext,
  page: Page,
  device: DeviceProfile,
  orientation: Orientation,
  network: NetworkProfile = 'online',
): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  const { safeArea } = deviceMetrics(device, orientation);
  await cdp
    .send('Emulation.setSafeAreaInsetsOverride' as never, { insets: safeArea } as never)
    .catch(() => undefined);
  if (network !== 'online') {
    const profile = NETWORK_PROFILES[network];
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', profile);
  }
  return cdp;
}
