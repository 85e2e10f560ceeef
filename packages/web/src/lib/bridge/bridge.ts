import {
  type Bridge,
  type BridgeOptions,
  createBridge,
  type NativeRoute,
} from '@hybrid-loan/bridge-sdk';
import { nativeRoutePaths } from '@hybrid-loan/bridge-sdk/contract';
import { brandConfig } from '../../config';
import { forgetIdentity } from '../identity';

/**
 * Where each native route lands when the page runs with no shell (a browser, the emulator's web
 * mode): the page table's pages that stand for a native screen.
 */
export const WEB_ROUTES: Partial<Record<NativeRoute, string>> = nativeRoutePaths();

export function bridgeOptions(): BridgeOptions {
  const legacy = Object.keys(brandConfig.legacyNames).length > 0;
  return {
    ...(legacy ? { legacy: brandConfig.legacyNames as NonNullable<BridgeOptions['legacy']> } : {}),
    schemes: [brandConfig.appScheme],
    fallback: {
      homeUrl: '#/',
      loginUrl: '#/',
      ...(brandConfig.trackingUrl ? { trackingUrl: brandConfig.trackingUrl } : {}),
      routes: WEB_ROUTES,
      forgetIdentity,
    },
  };
}

/** The app's one bridge: every native call of every page goes through it. */
export const bridge: Bridge = createBridge(window, bridgeOptions());
