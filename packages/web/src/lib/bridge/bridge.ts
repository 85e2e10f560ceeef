import {
  type Bridge,
  type BridgeOptions,
  createBridge,
  type NativeRoute,
} from '@hybrid-loan/bridge-sdk';
import { type LegacyTable, nativeRoutePaths } from '@hybrid-loan/bridge-sdk/contract';
import { legacyShell } from '@hybrid-loan/bridge-sdk/legacy';
import { brandConfig } from '../../config';
import { forgetIdentity } from '../identity';

/**
 * Where each native route lands when the page runs with no shell (a browser, the emulator's web
 * mode): the page table's pages that stand for a native screen.
 */
export const WEB_ROUTES: Partial<Record<NativeRoute, string>> = nativeRoutePaths();

export function bridgeOptions(): BridgeOptions {
  // A brand whose shells in the field speak the legacy protocol names their functions in its
  // config; any brand's may, so the app bundles the protocol (the SDK's /legacy entry).
  const legacy = Object.keys(brandConfig.legacyNames).length > 0;
  return {
    ...(legacy ? { legacy: legacyShell(brandConfig.legacyNames as LegacyTable) } : {}),
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
