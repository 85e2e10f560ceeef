import {
  type Bridge,
  type BridgeOptions,
  createBridge,
  type NativeRoute,
} from '@hybrid-loan/bridge-sdk';
import { type LegacyTable, nativeRoutePaths } from '@hybrid-loan/bridge-sdk/contract';
import { legacyShell } from '@hybrid-loan/bridge-sdk/legacy';
import { brandConfig } from '../../config';
import { fieldEvent } from '../field';
import { forgetIdentity } from '../identity';
import { type BackPresses, holdBackPresses } from './back-presses';
import { takeHeldNativeMessages } from './held-native-messages';

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
    // A call that ended in an error code (TIMEOUT, UNSUPPORTED...) goes to the field reports.
    onResult: ({ ok, method, error }) => {
      if (!ok) fieldEvent('bridge', { method, code: error?.code });
    },
    fallback: {
      homeUrl: '#/',
      loginUrl: '#/',
      ...(brandConfig.trackingUrl ? { trackingUrl: brandConfig.trackingUrl } : {}),
      routes: WEB_ROUTES,
      forgetIdentity,
    },
  };
}

/**
 * Creates the bridge on `win` and gives it what the shell sent before it existed (held by the
 * entry): its back presses wait in `backPresses` for the app's back listener.
 */
export function connectBridge(
  win: Window,
  options: BridgeOptions,
): { bridge: Bridge; backPresses: BackPresses } {
  const early = takeHeldNativeMessages(win);
  const created = createBridge(win, options);
  const backPresses = holdBackPresses(created);
  const receive = (win as unknown as { LoanNativeReceive?: (m: unknown) => void })
    .LoanNativeReceive;
  for (const message of early) receive?.(message);
  return { bridge: created, backPresses };
}

const app = connectBridge(window, bridgeOptions());
/** The app's one bridge: every native call of every page goes through it. */
export const bridge: Bridge = app.bridge;
/** The back key's presses, kept until the app's back listener takes them (`native-back`). */
export const backPresses: BackPresses = app.backPresses;
