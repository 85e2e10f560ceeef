import {
  type Bridge,
  type BridgeOptions,
  createBridge,
  type NativeRoute,
} from '@hybrid-loan/bridge-sdk';
import { brandConfig } from '../../config';
import { forgetIdentity } from '../identity';

/** Where each native route lands when the page runs with no shell (a browser, the emulator's web mode). */
export const WEB_ROUTES: Partial<Record<NativeRoute, string>> = {
  main: '#/',
  error: '#/jointLoginFailure',
  loanDetail: '#/loanDetails',
  confirm: '#/loanConfirm',
  recommendList: '#/relevant',
  customerService: '#/customerService',
  repay: '#/repay',
  repayDelay: '#/repayDelay',
  repayChoice: '#/individual',
  loanAgreement: '#/loanAgreement',
  privacyPolicy: '#/privacyPolicy',
  aboutUs: '#/aboutUs',
  complaint: '#/complaint',
  collectionInstructions: '#/that',
};

export function bridgeOptions(): BridgeOptions {
  const legacy = Object.keys(brandConfig.legacyNames).length > 0;
  return {
    ...(legacy ? { legacy: brandConfig.legacyNames as NonNullable<BridgeOptions['legacy']> } : {}),
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
