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
export type { BridgeEventName, BridgeMethodName, LegacyTable } from './contract/methods.js';
export { NATIVE_ROUTES, type NativeRoute } from './contract/native-routes.js';
export { BridgeError, type BridgeErrorCode, ERROR_CODES } from './errors.js';
export * from './method-table.js';
export type * from './method-types.js';
export type {
  BridgeOptions,
  CallInfo,
  Diagnostic,
  LegacyShell,
  ResultInfo,
} from './options.js';
export type { ShellGlobals } from './protocols/detect.js';
export type { WireCall, WireEvent, WireReply } from './protocols/message.js';
export { isOpenableUrl, openableUrl } from './url-rule.js';
export type { Check } from './validate.js';
export type { FallbackOptions, WebEnv } from './web-fallbacks.js';
