/**
 * The typed native bridge between the loan app's web pages and its Android and iOS shells.
 *
 * @packageDocumentation
 */

export {
  type Bridge,
  type BridgeApi,
  type BridgeCalls,
  type BridgeMethod,
  type CallOptions,
  createBridge,
} from './bridge.js';
export {
  type BankEndParams,
  type BankParams,
  type BankResultEvent,
  type BridgeEvents,
  type BridgeMethods,
  type CallParams,
  CONTRACT_VERSION,
  contract,
  type EmptyParams,
  type EventName,
  events,
  type FallbackEnv,
  type HelloParams,
  type HelloResult,
  METHODS,
  type MethodName,
  type MethodSpec,
  type OpenPageParams,
  type OpenRouteParams,
  type OpenUrlParams,
  type ParamsOf,
  type Platform,
  type Protocol,
  type RateResult,
  type ResultOf,
  type TrackConfirmParams,
  type WebResult,
} from './contract.js';
export { BridgeError, type BridgeErrorCode, ERROR_CODES } from './errors.js';
export type { BridgeOptions, CallInfo, Diagnostic, ResultInfo } from './options.js';
export type { ShellGlobals } from './protocols/detect.js';
export { DEFAULT_LEGACY_TABLE, type LegacyTable } from './protocols/legacy.js';
export type { WireCall, WireEvent, WireReply } from './protocols/message.js';
export { NATIVE_ROUTES, type NativeRoute } from './routes.js';
export type { Check } from './validate.js';
export type { FallbackOptions, WebEnv } from './web-fallbacks.js';
