/**
 * The facts the shells, the pages, the emulator, the sandbox and the tests share, written once:
 * the identity keys and how they travel in a hash URL, the page table of the routes contract, the
 * bridge methods and events (which navigate away, the legacy names), the native route keys, the
 * sandbox's fault shape, the rule for which named values are secrets (never logged) and how the
 * pages' service worker is asked its state. Data and small helpers only; the SDK's main entry imports its lists from
 * here.
 *
 * @packageDocumentation
 */

export {
  IDENTITY_KEYS,
  type Identity,
  type IdentityKey,
  putIdentity,
  SAMPLE_IDENTITY,
  type TakenIdentity,
  takeIdentity,
} from './identity.js';
export {
  BRIDGE_EVENTS,
  BRIDGE_METHODS,
  type BridgeEventName,
  type BridgeMethodName,
  DEFAULT_LEGACY_TABLE,
  type LegacyTable,
  NAVIGATING_METHODS,
} from './methods.js';
export { NATIVE_ROUTES, type NativeRoute } from './native-routes.js';
export { nativeRoutePaths, pageHref } from './page-href.js';
export {
  DEV_PAGES,
  FLAG_PARAMS,
  PAGES,
  type PageKey,
  type PageParams,
  type PageRow,
  type PageSpec,
} from './pages.js';
export {
  isSandboxFault,
  SANDBOX_FAULT_FIELDS,
  SANDBOX_FAULT_LIMITS,
  type SandboxFault,
  sandboxFaultProblem,
} from './sandbox-fault.js';
export { isSecretKey } from './secret-keys.js';
export {
  SANDBOX_DEVICE_COOKIE,
  WARM_UP_PAGE,
  WARM_UP_TITLE_PREFIX,
  WORKER_STATE_MESSAGE,
  type WorkerState,
} from './service-worker.js';
