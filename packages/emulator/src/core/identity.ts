import type { DeviceProfile } from './devices';

/** The identity parameters the shell puts in the URL (routes contract). */
export const IDENTITY_KEYS = [
  'deviceId',
  'appMarket',
  'appVersion',
  'token',
  'appType',
  'deviceName',
  'osVersion',
  'gid',
  'platform',
  'languageType',
] as const;

export type IdentityKey = (typeof IDENTITY_KEYS)[number];
export type Identity = Record<IdentityKey, string>;

let counter = 0;

/** A fresh signed-in borrower for a device; `overrides` win (e.g. `{ languageType: '1' }`). */
export function generateIdentity(
  device: DeviceProfile,
  overrides: Partial<Identity> = {},
): Identity {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const deviceId = overrides.deviceId ?? `emu-${suffix}`;
  return {
    deviceId,
    appMarket: device.platform === 'ios' ? 'appstore' : 'googleplay',
    appVersion: '3.2.0',
    token: `tok-${suffix}`,
    appType: device.platform === 'ios' ? '2' : '1',
    deviceName: device.deviceName,
    osVersion: device.osVersion,
    gid: `g-${suffix}`,
    platform: device.platform,
    languageType: '2',
    ...overrides,
  };
}

/** The sample borrower `npm start` opens (the web package's sample, kept in step by hand). */
export const SAMPLE_IDENTITY: Identity = {
  deviceId: 'sample-device',
  appMarket: 'googleplay',
  appVersion: '3.2.0',
  token: 'sample-token',
  appType: '1',
  deviceName: 'Redmi 9A',
  osVersion: '11',
  gid: 'g-1001',
  platform: 'android',
  languageType: '2',
};

export const SAMPLE_ROUTE = '/loanDetails?productId=1&orderId=1001';

/**
 * Puts the identity into a hash URL the way the shell does: `base/#/path?query&identity`.
 * `route` may be a path (`/repay?x=1`), a hash (`#/repay`) or a full URL; an empty value drops the
 * key (how a signed-out borrower is opened).
 */
export function injectIdentity(base: string, route: string, identity: Partial<Identity>): string {
  let origin = base.replace(/\/$/, '');
  let hash = route;
  if (/^https?:/.test(route)) {
    const url = new URL(route);
    origin = `${url.origin}${url.pathname.replace(/\/$/, '')}`;
    hash = url.hash || '#/';
  }
  hash = hash.replace(/^#/, '');
  if (!hash.startsWith('/')) hash = `/${hash}`;
  const [path = '/', query = ''] = hash.split('?');
  const params = new URLSearchParams(query);
  for (const [key, value] of Object.entries(identity)) {
    if (value === undefined) continue;
    if (value === '') params.delete(key);
    else params.set(key, value);
  }
  const q = params.toString();
  return `${origin}/#${path}${q ? `?${q}` : ''}`;
}
