import type { EngineName } from '@hybrid-loan/engines';
import type { DeviceId, DeviceProfile, Orientation, SafeArea } from '../types/device';

// The profiles' shape lives in the types room (the panel config names it too).
export type { DevicePlatform, DeviceProfile, Orientation, SafeArea } from '../types/device';

/** Insets from the top, right, bottom and left edges (CSS order), zero where not given. */
const insets = (top: number, right = 0, bottom = 0, left = 0): SafeArea => ({
  top,
  right,
  bottom,
  left,
});

/** What every phone has: its name and OS version (the identity reports them), screen and insets. */
interface Phone {
  phone: { name: string; os: string };
  screen: DeviceProfile['viewport'] & { pixelRatio: number };
  insets: DeviceProfile['safeArea'];
}

/** A profile, its fields in the order the panel and reports show them. */
function profile(
  id: DeviceId,
  label: string,
  p: Phone,
  webview: Pick<DeviceProfile, 'platform' | 'userAgent' | 'engine'>,
): DeviceProfile {
  const { pixelRatio, ...viewport } = p.screen;
  return {
    id,
    label,
    platform: webview.platform,
    userAgent: webview.userAgent,
    viewport,
    pixelRatio,
    touch: true,
    safeArea: p.insets,
    deviceName: p.phone.name,
    osVersion: p.phone.os,
    engine: webview.engine,
  };
}

/** An Android phone's webview: `; wv)` and `Version/4.0` tell it from Chrome (pages and servers use it). */
function android(
  id: DeviceId,
  label: string,
  p: Phone & { phone: { build: string }; webview: { chrome: string; engine: EngineName } },
): DeviceProfile {
  const { os, build } = p.phone;
  return profile(id, label, p, {
    platform: 'android',
    userAgent: `Mozilla/5.0 (Linux; Android ${os}; ${build}; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/${p.webview.chrome} Mobile Safari/537.36`,
    engine: p.webview.engine,
  });
}

/** An iPhone's WKWebView: no `Version/.. Safari` token, only the shell's own suffix would follow. */
function iphone(id: DeviceId, label: string, p: Phone): DeviceProfile {
  const os = p.phone.os.replace('.', '_');
  return profile(id, label, p, {
    platform: 'ios',
    userAgent: `Mozilla/5.0 (iPhone; CPU iPhone OS ${os} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148`,
    engine: 'webkit',
  });
}

export const DEVICES: readonly DeviceProfile[] = [
  android('android-low', 'Low-end Android (Redmi 9A, Android 10)', {
    phone: { name: 'Redmi 9A', os: '10', build: 'M2006C3LG Build/QP1A.190711.020' },
    webview: { chrome: '96.0.4664.104', engine: 'chromium-80' },
    screen: { width: 360, height: 640, pixelRatio: 2 },
    insets: { portrait: insets(24), landscape: insets(24) },
  }),
  android('android-recent', 'Recent Android (Pixel 8, Android 14)', {
    phone: { name: 'Pixel 8', os: '14', build: 'Pixel 8 Build/UQ1A.240205.004' },
    webview: { chrome: '122.0.6261.105', engine: 'chromium' },
    screen: { width: 412, height: 915, pixelRatio: 2.625 },
    insets: { portrait: insets(32, 0, 24), landscape: insets(0, 32, 24) },
  }),
  iphone('iphone-notch', 'iPhone with a notch (iPhone 14, iOS 17)', {
    phone: { name: 'iPhone 14', os: '17.4' },
    screen: { width: 390, height: 844, pixelRatio: 3 },
    insets: { portrait: insets(47, 0, 34), landscape: insets(0, 47, 21, 47) },
  }),
  iphone('iphone-small', 'Small iPhone (iPhone SE, iOS 16)', {
    phone: { name: 'iPhone SE', os: '16.7' },
    screen: { width: 375, height: 667, pixelRatio: 2 },
    insets: { portrait: insets(20), landscape: insets(0) },
  }),
];

export const DEFAULT_DEVICE_ID = 'android-low';

export function findDevice(id: string): DeviceProfile | undefined {
  return DEVICES.find((d) => d.id === id);
}

export function getDevice(id: string): DeviceProfile {
  const device = findDevice(id);
  if (!device)
    throw new Error(`Unknown device "${id}": one of ${DEVICES.map((d) => d.id).join(', ')}`);
  return device;
}

/** The viewport and insets for an orientation (landscape swaps width and height). */
export function deviceMetrics(device: DeviceProfile, orientation: Orientation = 'portrait') {
  const { width, height } = device.viewport;
  return {
    viewport: orientation === 'portrait' ? { width, height } : { width: height, height: width },
    safeArea: device.safeArea[orientation],
  };
}
