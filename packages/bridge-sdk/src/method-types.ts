import type { NativeRoute } from './contract/native-routes.js';

// The types of the method table's rows (method-table.ts): each method's params and result, the
// event data, and the platform and protocol they mention.

/**
 * Where the page runs: inside the Android shell, the iOS shell, or a plain browser.
 *
 * @public
 */
export type Platform = 'android' | 'ios' | 'web';

/**
 * The wire format: `message` (one JSON message per call, with replies) or `legacy` (one native
 * function per method, no replies).
 *
 * @public
 */
export type Protocol = 'message' | 'legacy';

/**
 * Params of a method that takes none: `{}`.
 *
 * @public
 */
export type EmptyParams = Record<string, never>;

/**
 * `openPage` by URL: the shell opens it in a new webview.
 *
 * @public
 */
export interface OpenUrlParams {
  /** Any URL except `javascript:` and `data:` (refused with `INVALID_ARGS`). */
  url: string;
  /** The title bar text of the new webview. */
  title?: string /** Not with `url`. */;
  route?: never;
  /** Not with `url`. */
  query?: never;
}

/**
 * `openPage` by route: the shell opens one of its own screens.
 *
 * @public
 */
export interface OpenRouteParams {
  /** The native screen. */
  route: NativeRoute;
  /** String parameters for the screen. */
  query?: Record<string, string> /** Not with `route`. */;
  url?: never;
  /** Not with `route`. */
  title?: never;
}

/**
 * Params of `openPage`: a URL or a native route.
 *
 * @public
 */
export type OpenPageParams = OpenUrlParams | OpenRouteParams;

/**
 * Params of `call`.
 *
 * @public
 */
export interface CallParams {
  /** The number to dial, in any format; it must contain a digit. */
  phone: string;
}

/**
 * Result of `rate`.
 *
 * @public
 */
export interface RateResult {
  /** Whether a rating dialog was shown. */
  shown: boolean;
}

/**
 * Params of `trackConfirm`.
 *
 * @public
 */
export interface TrackConfirmParams {
  /** The event name (not empty). */
  event: string;
  /** Event properties. */
  params?: Record<string, string | number>;
}

/**
 * Params of `bankStart` (and the base of `bankEnd`).
 *
 * @public
 */
export interface BankParams {
  /** The order being paid or bound. */
  orderId?: string;
  /** The product of the order. */
  productId?: string;
}

/**
 * Params of `bankEnd`.
 *
 * @public
 */
export interface BankEndParams extends BankParams {
  /** Whether the bank flow succeeded. */
  ok: boolean;
}

/**
 * Params of `hello`.
 *
 * @public
 */
export interface HelloParams {
  /** The contract version the page speaks: always 1. */
  contract: 1;
}

/**
 * Result of `hello`: what the shell is and what it supports.
 *
 * @public
 */
export interface HelloResult {
  /** The contract version the shell speaks. */
  contract: number;
  /** `android` or `ios` from a shell; `web` when the SDK answers itself. */
  platform: Platform;
  /** The app's version (empty when the SDK answers itself). */
  appVersion: string;
  /** The contract methods the shell handles; the others use their web fallback. */
  methods: string[];
}

/**
 * Data of the `bankResult` event.
 *
 * @public
 */
export interface BankResultEvent {
  /** Whether the bank flow succeeded. */
  ok: boolean;
  /** The order it was for. */
  orderId?: string;
}

/**
 * Where the page's own files came from: an offline package the shell serves, or the network.
 *
 * @public
 */
export type PageSource = 'package' | 'network';

/**
 * Result of `packageInfo`: which package the page runs from.
 *
 * @public
 */
export interface PackageInfoResult {
  /** The package's `version` (empty from the network). */
  version: string;
  /** The package's `build` (0 from the network). */
  build: number;
  /** `package` when the shell serves the page's files, else `network`. */
  source: PageSource;
}

/**
 * Params of `reportHealth`: what the page's first render showed. Either counts as healthy: the
 * package's code ran and the borrower saw a page.
 *
 * @public
 */
export interface ReportHealthParams {
  /** `data`: the page's data is on screen; `error`: its error state (with a way on). */
  rendered: 'data' | 'error';
}
