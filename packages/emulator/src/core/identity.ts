import { IDENTITY_KEYS, type IdentityKey, putIdentity } from '@hybrid-loan/bridge-sdk/contract';
import { SAMPLE_IDENTITY, sampleHref } from '@hybrid-loan/dev-contract';
import type { DeviceProfile } from './devices';

// The keys and how identity travels in a hash URL are the routes contract's; the sample borrower
// is the dev contract's.
export { IDENTITY_KEYS, type IdentityKey, putIdentity, SAMPLE_IDENTITY };

/** A whole identity: what the emulator's shell puts in the URL. */
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

/** The page `npm start` opens for the sample borrower. */
export const SAMPLE_ROUTE = sampleHref('loanDetails');

/**
 * The URL the shell opens for a scenario: its entry route with the identity, on the app's
 * `index.html` or on the scenario's own page file (`bridge-check.html`).
 */
export function entryUrl(
  base: string,
  scenario: { entry: string; page?: string | undefined },
  identity: Partial<Identity>,
): string {
  const root = scenario.page ? `${base.replace(/\/$/, '')}/${scenario.page}` : base;
  return putIdentity(root, scenario.entry, identity);
}
