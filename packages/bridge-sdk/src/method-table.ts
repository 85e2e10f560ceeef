import type { BridgeEventName, BridgeMethodName } from './contract/methods.js';
import { NATIVE_ROUTES } from './contract/native-routes.js';
import type {
  BankEndParams,
  BankParams,
  BankResultEvent,
  CallParams,
  EmptyParams,
  HelloParams,
  HelloResult,
  OpenPageParams,
  PackageInfoResult,
  Platform,
  RateResult,
  ReportHealthParams,
  TrackConfirmParams,
} from './method-types.js';
import { any, arr, bool, type Check, lit, num, obj, rec, str } from './validate.js';
import {
  dial,
  goBack,
  goHome,
  logOut,
  noBank,
  openPage,
  track,
  type WebEnv,
} from './web-fallbacks.js';

// The SDK's method table: per method its params and result checks and its web fallback, per event
// its data check. The names and lists it is keyed by are the shared facts of `src/contract/` (the
// `/contract` entry, which shells and tools import without the SDK).

/**
 * The contract's methods: params and result of each, one per name of `BRIDGE_METHODS` (of
 * `@hybrid-loan/bridge-sdk/contract`). The web fallback is in {@link contract}.
 *
 * @public
 */
export interface BridgeMethods {
  /** Opens a URL or a native screen. Navigates: resolves once handed over. */
  openPage: { params: OpenPageParams; result: undefined };
  /** Closes this webview. Navigates. */
  closeWebview: { params: EmptyParams; result: undefined };
  /** Goes to the app's home screen. Navigates. */
  goHome: { params: EmptyParams; result: undefined };
  /** Goes to the app's user centre ("Mine"). Navigates. */
  goMine: { params: EmptyParams; result: undefined };
  /** Logs the borrower out and shows the app's login. Navigates. */
  logout: { params: EmptyParams; result: undefined };
  /** Opens the dialer with a number. */
  call: { params: CallParams; result: undefined };
  /** Asks the app to show its store-rating dialog. */
  rate: { params: EmptyParams; result: RateResult };
  /** Sends a tracking event through the app's analytics. */
  trackConfirm: { params: TrackConfirmParams; result: undefined };
  /** Starts the app's bank-card or bank-payment flow. */
  bankStart: { params: BankParams; result: undefined };
  /** Tells the app the page's bank flow ended. */
  bankEnd: { params: BankEndParams; result: undefined };
  /** The handshake: learns the platform, app version and supported methods. */
  hello: { params: HelloParams; result: HelloResult };
  /** Which package the page runs from: version, build and source (`package` or `network`). */
  packageInfo: { params: EmptyParams; result: PackageInfoResult };
  /** Reports the page healthy after its first render (data or error state). */
  reportHealth: { params: ReportHealthParams; result: undefined };
}

/**
 * The params type of method `M`.
 *
 * @public
 */
export type ParamsOf<M extends BridgeMethodName> = BridgeMethods[M]['params'];

/**
 * The result type of method `M`.
 *
 * @public
 */
export type ResultOf<M extends BridgeMethodName> = BridgeMethods[M]['result'];

/**
 * Events from the shell and their data, one per name of `BRIDGE_EVENTS` (of
 * `@hybrid-loan/bridge-sdk/contract`).
 *
 * @public
 */
export interface BridgeEvents {
  /** The webview is visible again. */
  resume: Record<string, unknown>;
  /** The Android back key was pressed. */
  back: Record<string, unknown>;
  /** The native bank flow finished. */
  bankResult: BankResultEvent;
}

/**
 * What a web fallback may use.
 *
 * @public
 */
export interface FallbackEnv extends WebEnv {
  /** The platform the bridge settled on. */
  platform: Platform;
  /** The methods the shell handles. */
  methods: string[];
}

/**
 * What a web fallback returns: the method's result, or nothing for methods without one.
 *
 * @public
 */
// biome-ignore lint/suspicious/noConfusingVoidType: navigating fallbacks return what location.assign returns.
export type WebResult<R> = R extends undefined ? void : R;

/**
 * One row of the contract table.
 *
 * @public
 */
export interface MethodSpec<M extends BridgeMethodName> {
  /** Checks params before anything is sent. */
  params: Check;
  /** Checks a shell's result when it arrives. */
  result: Check;
  /** What the method does with no shell (may throw a `BridgeError`). */
  web: (params: ParamsOf<M>, env: FallbackEnv) => WebResult<ResultOf<M>>;
}

/**
 * The contract version this SDK speaks.
 *
 * @public
 */
export const CONTRACT_VERSION = 1;

const empty = obj({}, {}, 1);
const bank = { orderId: str, productId: str };
// One row: the result check defaults to "anything" (methods without a result, or that navigate).
const row = <M extends BridgeMethodName>(
  params: Check,
  web: MethodSpec<M>['web'],
  result: Check = any,
): MethodSpec<M> => ({ params, result, web });

/**
 * The contract table: every method's param and result checks, whether it navigates, and its web
 * fallback. The single source of truth of the SDK.
 *
 * @public
 */
export const contract: { readonly [M in BridgeMethodName]: MethodSpec<M> } = {
  openPage: row(
    (v) =>
      obj({ url: str }, { title: str }, 1)(v) ||
      obj({ route: lit(...NATIVE_ROUTES) }, { query: rec(str) }, 1)(v),
    openPage,
  ),
  closeWebview: row(empty, goBack),
  goHome: row(empty, goHome),
  goMine: row(empty, goHome),
  logout: row(empty, logOut),
  call: row(obj({ phone: (v) => str(v) && /\d/.test(v) && !/[*#,;]/.test(v) }, {}, 1), dial),
  rate: row(empty, () => ({ shown: false }), obj({ shown: bool })),
  trackConfirm: row(
    obj({ event: (v) => str(v) && v !== '' }, { params: rec((v) => str(v) || num(v)) }, 1),
    track,
  ),
  bankStart: row(obj({}, bank, 1), noBank),
  bankEnd: row(obj({ ok: bool }, bank, 1), () => {}),
  hello: row(
    obj({ contract: lit(1) }, {}, 1),
    (_, e) => ({ contract: 1, platform: e.platform, appVersion: '', methods: e.methods }),
    obj({
      contract: num,
      platform: lit('android', 'ios'),
      appVersion: str,
      methods: arr(str),
    }),
  ),
  // No shell (or one without packages): the page came from the network; nothing to report to.
  packageInfo: row(
    empty,
    () => ({ version: '', build: 0, source: 'network' }),
    obj({ version: str, build: num, source: lit('package', 'network') }),
  ),
  reportHealth: row(obj({ rendered: lit('data', 'error') }, {}, 1), () => {}),
};

/**
 * The data check of each event.
 *
 * @public
 */
export const events: { readonly [E in BridgeEventName]: Check } = {
  resume: obj({}),
  back: obj({}),
  bankResult: obj({ ok: bool }, { orderId: str }),
};
