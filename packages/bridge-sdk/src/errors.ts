/**
 * Why a bridge call failed.
 *
 * - `NOT_IN_APP`: the page is not inside the app (reserved; shells may also send it).
 * - `UNSUPPORTED`: neither the shell nor the web fallback can do this.
 * - `TIMEOUT`: no reply within the call's timeout.
 * - `CANCELLED`: the call's `AbortSignal` fired.
 * - `INVALID_ARGS`: the params do not match the contract; nothing was sent.
 * - `NATIVE_ERROR`: the shell replied with an error or with a malformed result.
 *
 * @public
 */
export type BridgeErrorCode =
  | 'NOT_IN_APP'
  | 'UNSUPPORTED'
  | 'TIMEOUT'
  | 'CANCELLED'
  | 'INVALID_ARGS'
  | 'NATIVE_ERROR';

/**
 * Every error code, in a fixed order.
 *
 * @public
 */
export const ERROR_CODES: readonly BridgeErrorCode[] = [
  'NOT_IN_APP',
  'UNSUPPORTED',
  'TIMEOUT',
  'CANCELLED',
  'INVALID_ARGS',
  'NATIVE_ERROR',
];

/**
 * The one error type every bridge call rejects with.
 *
 * @public
 */
export class BridgeError extends Error {
  // `declare`: assigned in the constructor, so no field initialisers are emitted.
  /** What went wrong, as one of the contract's codes. */
  declare readonly code: BridgeErrorCode;
  /** The contract method of the failed call. */
  declare readonly method: string;

  /**
   * @param code - what went wrong
   * @param message - a human-readable explanation (for logs, not for borrowers)
   * @param method - the contract method of the failed call
   */
  constructor(code: BridgeErrorCode, message: string, method: string) {
    super(message);
    this.name = 'BridgeError';
    this.code = code;
    this.method = method;
  }
}
