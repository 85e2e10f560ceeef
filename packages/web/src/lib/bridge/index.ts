export { type Bridge, BridgeError, type NativeRoute } from '@hybrid-loan/bridge-sdk';
export type { BackPresses } from './back-presses';
export { backPresses, bridge, connectBridge, WEB_ROUTES } from './bridge';
export { holdNativeMessages } from './held-native-messages';
export { backInApp, inAppDepth, syncInAppDepth, trackInAppHistory } from './in-app-history';
export { openServerUrl } from './open-server-url';
export { openTarget, ownRoute, withQuery } from './open-target';
export { callPhone, orToast, sayAppOnly } from './or-toast';
export { type PagePackage, pagePackage, reportPageHealth } from './page-package';
export {
  CAMPAIGN_KEYS,
  type ProductTracking,
  productLink,
  trackingQuery,
} from './product-link';
export { leavePage, useLeavePage } from './use-leave-page';
