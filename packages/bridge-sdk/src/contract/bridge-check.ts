/**
 * The bridge self-check page of the pages' production build (beside `index.html`): a native team
 * opens it in its app's webview to check its shell (see the README, "Check your shell in your
 * app"). It is its own entry: no borrower page loads it.
 *
 * @public
 */
export const BRIDGE_CHECK_PAGE = 'bridge-check.html';

/**
 * The version of the self-check's export format ({@link BridgeCheckReport.format}).
 *
 * @public
 */
export const BRIDGE_CHECK_FORMAT = 1;

/**
 * One check of the self-check page.
 *
 * @public
 */
export interface BridgeCheckResult {
  /** A stable id, e.g. `handshake.methods` or `guided.back`. */
  id: string;
  /** `auto`: run by the page on its own; `guided`: a person did something (pressed back...). */
  kind: 'auto' | 'guided';
  /** `skip`: not in the shell's method list (or not on this platform). */
  status: 'pass' | 'fail' | 'skip';
  /** What the contract asks for (failures, and skips with a reason). */
  expected?: string;
  /** What the wire showed. */
  actual?: string;
}

/**
 * What the self-check page exports (a JSON file, and `window.bridgeCheckReport` once its
 * automatic checks are done). Never holds the borrower's token.
 *
 * @public
 */
export interface BridgeCheckReport {
  /** The format version: 1. */
  format: typeof BRIDGE_CHECK_FORMAT;
  /** The shell's platform (`web`: no shell found). */
  platform: 'android' | 'ios' | 'web';
  /** The wire format the shell speaks. */
  protocol: 'message' | 'legacy';
  /** The app version the shell reported (or the page URL's `appVersion`; `''` if neither). */
  appVersion: string;
  /** The webview's engine (its user agent). */
  engine: string;
  /** Every check, in the page's order. */
  checks: BridgeCheckResult[];
}
