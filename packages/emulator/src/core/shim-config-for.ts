import type { ShimConfig } from '../types/shim-config';
import type { DeviceProfile } from './devices';
import type { Identity } from './identity';
import type { Scenario } from './scenario';

/** The brand's app scheme (the web app's `brandConfig.appScheme`): its links go to the shell. */
export const BRAND_SCHEMES = ['rupiahku'];

/** The in-page shell's config for a scenario on a device. */
export function shimConfigFor(
  scenario: Pick<Scenario, 'protocol' | 'legacyTable' | 'replies' | 'unscripted' | 'shellFaults'>,
  device: DeviceProfile,
  identity: Partial<Identity>,
  transport: ShimConfig['transport'],
  extra: Partial<ShimConfig> = {},
): ShimConfig {
  return {
    platform: device.platform,
    protocol: scenario.protocol ?? 'message',
    ...(scenario.legacyTable
      ? { legacyTable: scenario.legacyTable as Record<string, string> }
      : {}),
    appVersion: identity.appVersion ?? '3.2.0',
    replies: (scenario.replies ?? {}) as ShimConfig['replies'],
    unscripted: scenario.unscripted ?? 'stub',
    transport,
    schemes: BRAND_SCHEMES,
    ...(scenario.shellFaults?.length ? { shellFaults: [...scenario.shellFaults] } : {}),
    ...extra,
  };
}
