/**
 * Every bridge method of the contract, in contract order: the methods that navigate away first.
 * The SDK's method table, the emulator's shell and its scenario format all follow this list.
 *
 * @public
 */
export const BRIDGE_METHODS = [
  'openPage',
  'closeWebview',
  'goHome',
  'goMine',
  'logout',
  'call',
  'rate',
  'trackConfirm',
  'bankStart',
  'bankEnd',
  'hello',
  'packageInfo',
  'reportHealth',
] as const;

/**
 * A bridge method name.
 *
 * @public
 */
export type BridgeMethodName = (typeof BRIDGE_METHODS)[number];

/**
 * The methods that leave the page: the SDK resolves them once handed over and a shell sends no
 * reply.
 *
 * @public
 */
export const NAVIGATING_METHODS: readonly BridgeMethodName[] = [
  'openPage',
  'closeWebview',
  'goHome',
  'goMine',
  'logout',
];

/**
 * The calls every page load makes on its own, whatever the borrower does: the handshake, which
 * package the page runs from, and its health report. Call logs, recordings and expected-call
 * comparisons leave them out; a shell answers them itself.
 *
 * @public
 */
export const PAGE_LOAD_METHODS: readonly BridgeMethodName[] = [
  'hello',
  'packageInfo',
  'reportHealth',
];

/**
 * Every event a shell sends to the page.
 *
 * @public
 */
export const BRIDGE_EVENTS = ['resume', 'back', 'bankResult'] as const;

/**
 * A bridge event name.
 *
 * @public
 */
export type BridgeEventName = (typeof BRIDGE_EVENTS)[number];

/**
 * A brand's legacy names: for each contract method, the legacy function and its arguments, written
 * as a signature such as `'callPhoneMethod(phone)'` or `'openUrl(url, title?)'`. Arguments are
 * param names, sent as strings in that order (objects as JSON); `?` marks an optional one (sent as
 * `''` when absent); when a required one is absent the web fallback is used. A bare name takes the
 * default table's arguments. Methods the table lacks use the web fallback.
 *
 * @public
 */
export type LegacyTable = { readonly [M in BridgeMethodName]?: string };

/**
 * The legacy names of the app family's older shells.
 *
 * @public
 */
export const DEFAULT_LEGACY_TABLE: LegacyTable = {
  closeWebview: 'closeSyn()',
  goHome: 'jumpToHome()',
  goMine: 'jumpToUserCenter()',
  logout: 'jumpToLogin()',
  call: 'callPhoneMethod(phone)',
  rate: 'toGrade()',
  openPage: 'openUrl(url)',
};
