/**
 * The payload the pages send to the brand's field reports endpoint: one batch, versioned. Its
 * JSON Schema is `packages/web/docs/field-report.schema.json` (what the backend implements); the
 * pages' tests validate what their reporter builds against it.
 *
 * @public
 */
export const FIELD_REPORT_SCHEMA = 'hybrid-loan/field-report';

/**
 * The payload's version: a change a receiver must know about makes a new one.
 *
 * @public
 */
export const FIELD_REPORT_VERSION = 1;

/**
 * Where the page's code came from: the network, the service worker's cache, or a package the
 * shell ships inside the app (told by the shell).
 *
 * @public
 */
export type CodeSource = 'network' | 'worker' | 'package';

/**
 * The engine family and its major version: Chromium 80, WebKit 14 (iOS 14's WKWebView).
 *
 * @public
 */
export interface EngineInfo {
  family: 'chromium' | 'webkit' | 'gecko' | 'other';
  major: number;
}

/**
 * What every report of a batch shares.
 *
 * @public
 */
export interface ReportContext {
  /** The build's version: package version and commit. */
  build: string;
  source: CodeSource;
  engine: EngineInfo;
  platform: 'android' | 'ios' | 'other';
  /** `IN` or `ID`. */
  market: string;
}

/**
 * What every report has.
 *
 * @public
 */
export interface FieldReportBase {
  /** `Date.now()` when it happened. */
  at: number;
  /** The route path, no query: `/loanDetails`. */
  page: string;
}

/**
 * An uncaught error, an unhandled rejection or a render error the route's boundary caught.
 *
 * @public
 */
export interface ErrorReport extends FieldReportBase {
  type: 'error' | 'rejection' | 'render';
  name: string;
  message: string;
  /** `file:line:column` of the build, top first. */
  frames: string[];
}

/**
 * A page's code that failed to download (`attempt` 1 the first time, 2 its first retry...), or a
 * retry that brought it after a failure (`outcome` "recovered").
 *
 * @public
 */
export interface ChunkReport extends FieldReportBase {
  type: 'chunk';
  route: string;
  attempt: number;
  outcome: 'failed' | 'recovered';
  message: string;
}

/**
 * A bridge call that ended in an error code (`TIMEOUT`, `UNSUPPORTED`...).
 *
 * @public
 */
export interface BridgeReport extends FieldReportBase {
  type: 'bridge';
  method: string;
  code: string;
}

/**
 * An API call that failed, by class; `endpoint` is its path without a query.
 *
 * @public
 */
export interface ApiReport extends FieldReportBase {
  type: 'api';
  endpoint: string;
  class: 'network' | 'timeout' | 'http' | 'malformed' | 'server' | 'session';
  status?: number;
  code?: string;
}

/**
 * A page that showed its error state, with what came just before it on that page, if anything.
 *
 * @public
 */
export interface StateReport extends FieldReportBase {
  type: 'state';
  cause?: string;
}

/**
 * One report.
 *
 * @public
 */
export type FieldReport = ErrorReport | ChunkReport | BridgeReport | ApiReport | StateReport;

/**
 * One batch as sent (a `text/plain` JSON body, by sendBeacon).
 *
 * @public
 */
export interface FieldReportBatch {
  schema: typeof FIELD_REPORT_SCHEMA;
  version: typeof FIELD_REPORT_VERSION;
  sentAt: number;
  context: ReportContext;
  reports: FieldReport[];
}
