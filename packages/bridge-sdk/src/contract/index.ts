/**
 * The facts the shells and the pages share, written once: the identity keys and how they travel
 * in a hash URL, the page table of the routes contract, the bridge methods and events (which
 * navigate away, the legacy names), the native route keys, how the pages' service worker is asked
 * its state, the warm-up entry and the bridge self-check page. Data and small helpers only; the SDK's main entry imports its
 * lists from here. (What only the development tools share, the sandbox's control API and the
 * sample borrower, is in the private workspace package `@hybrid-loan/dev-contract`.)
 *
 * @packageDocumentation
 */

export {
  BRIDGE_CHECK_FORMAT,
  BRIDGE_CHECK_PAGE,
  type BridgeCheckReport,
  type BridgeCheckResult,
} from './bridge-check.js';
export {
  type ApiReport,
  type BridgeReport,
  type ChunkReport,
  type CodeSource,
  type EngineInfo,
  type ErrorReport,
  FIELD_REPORT_SCHEMA,
  FIELD_REPORT_VERSION,
  type FieldReport,
  type FieldReportBase,
  type FieldReportBatch,
  type ReportContext,
  type StateReport,
} from './field-report.js';
export {
  IDENTITY_KEYS,
  type Identity,
  type IdentityKey,
  putIdentity,
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
  PAGE_LOAD_METHODS,
} from './methods.js';
export { NATIVE_ROUTES, type NativeRoute } from './native-routes.js';
export { API_ORIGIN_GLOBAL, PACKAGE_OWN_DIR } from './package-origin.js';
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
  PUBLIC_LANGUAGES,
  PUBLIC_PAGES,
  type PublicLanguage,
  type PublicPageKey,
  publicLanguage,
  publicPath,
  publicRedirect,
} from './public-pages.js';
export { isSecretKey, REDACTED, redactText } from './redaction.js';
export {
  SWITCH_FILE,
  WARM_UP_PAGE,
  WARM_UP_TITLE_PREFIX,
  WORKER_STATE_MESSAGE,
  type WorkerState,
} from './service-worker.js';
