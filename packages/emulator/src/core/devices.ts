import type { DeviceProfile, Orientation, SafeArea } from '../types/device';

// The profiles' shape lives in the types room (the panel config names it too).
export type { DevicePlatform, DeviceProfile, Orientation, SafeArea } from '../types/device';

const NO_INSETS: SafeArea = { top: 0, right: 0, bottom: 0, left: 0 };

// Android webviews carry `; wv)` and `Version/4.0`: pages and servers use it to tell them from Chrome.
export const DEVICES: readonly DeviceProfile[] = [
  {
    id: 'android-low',
    label: 'Low-end Android (Redmi 9A, Android 10)',
    platform: 'android',
    userAgent:
      'Mozilla/5.0 (Linux; Android 10; M2006C3LG Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/96.0.4664.104 Mobile Safari/537.36',
    viewport: { width: 360, height: 640 },
    pixelRatio: 2,
    touch: true,
    safeArea: { portrait: { ...NO_INSETS, top: 24 }, landscape: { ...NO_INSETS, top: 24 } },
    deviceName: 'Redmi 9A',
    osVersion: '10',
    engine: 'chromium-80',
  },
  {
    id: 'android-recent',
    label: 'Recent Android (Pixel 8, Android 14)',
    platform: 'android',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.105 Mobile Safari/537.36',
    viewport: { width: 412, height: 915 },
    pixelRatio: 2.625,
    touch: true,
    safeArea: {
      portrait: { top: 32, right: 0, bottom: 24, left: 0 },
      landscape: { top: 0, right: 32, bottom: 24, left: 0 },
    },
    deviceName: 'Pixel 8',
    osVersion: '14',
    engine: 'chromium',
  },
  {
    id: 'iphone-notch',
    label: 'iPhone with a notch (iPhone 14, iOS 17)',
    platform: 'ios',
    // WKWebView has no `Version/.. Safari` token: only the shell's own suffix would follow.
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    viewport: { width: 390, height: 844 },
    pixelRatio: 3,
    touch: true,
    safeArea: {
      portrait: { top: 47, right: 0, bottom: 34, left: 0 },
      landscape: { top: 0, right: 47, bottom: 21, left: 47 },
    },
    deviceName: 'iPhone 14',
    osVersion: '17.4',
    engine: 'webkit',
  },
  {
    id: 'iphone-small',
    label: 'Small iPhone (iPhone SE, iOS 16)',
    platform: 'ios',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
    viewport: { width: 375, height: 667 },
    pixelRatio: 2,
    touch: true,
    safeArea: { portrait: { ...NO_INSETS, top: 20 }, landscape: NO_INSETS },
    deviceName: 'iPhone SE',
    osVersion: '16.7',
    engine: 'webkit',
  },
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
