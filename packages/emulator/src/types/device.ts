import type { EngineName } from '@hybrid-loan/engines';

/** The device profiles' ids (core/devices.ts has one profile for each, in this order). */
export const DEVICE_IDS = [
  'android-low',
  'android-recent',
  'iphone-notch',
  'iphone-small',
] as const;
export type DeviceId = (typeof DEVICE_IDS)[number];

/** Device profiles the emulator plays: what the webview reports and how big the screen is. */
export type DevicePlatform = 'android' | 'ios';
export type Orientation = 'portrait' | 'landscape';

export interface SafeArea {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface DeviceProfile {
  id: DeviceId;
  label: string;
  platform: DevicePlatform;
  userAgent: string;
  /** CSS pixels in portrait; landscape swaps them. */
  viewport: { width: number; height: number };
  pixelRatio: number;
  touch: boolean;
  safeArea: Record<Orientation, SafeArea>;
  /** What the identity reports for this device. */
  deviceName: string;
  osVersion: string;
  /** The real engine replays run on: the engine this phone's webview has (see the README). */
  engine: EngineName;
}
