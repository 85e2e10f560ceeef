import type { FieldReport, ReportContext } from '@hybrid-loan/bridge-sdk/contract';
import type { SandboxFault } from './sandbox-fault.ts';

/** Where the sandbox answers the pages' API calls, as the production server does (`/volleys/…`). */
export const SANDBOX_API_PREFIX = '/volleys/';

/** Where the sandbox's control API lives: development tools only, never a page. */
export const SANDBOX_CONTROL_PREFIX = '/__sandbox/';

/**
 * The sandbox backend's control API (under `/__sandbox/`), declared once: the sandbox serves
 * these routes and the emulator and the browser tests call them. `:id` is a device id.
 */
export const SANDBOX_CONTROL = {
  /** The fixture areas and their fixtures: answers {@link FixtureAreas}. */
  fixtures: { method: 'GET', path: '/__sandbox/fixtures' },
  /** Chooses fixtures for a device: takes a {@link FixtureChoice}, answers `{ fixtures }`. */
  chooseFixtures: { method: 'POST', path: '/__sandbox/devices/:id/fixtures' },
  /** Replaces a device's faults: takes and answers a {@link FaultList}. */
  setFaults: { method: 'PUT', path: '/__sandbox/devices/:id/faults' },
  /** Clears a device's faults: answers an empty {@link FaultList}. */
  clearFaults: { method: 'DELETE', path: '/__sandbox/devices/:id/faults' },
  /** A device's request log: answers a {@link RequestLog}. */
  requests: { method: 'GET', path: '/__sandbox/devices/:id/requests' },
  /** The service worker's server side for a device: takes a {@link ServiceWorkerChange}. */
  serviceWorker: { method: 'PUT', path: '/__sandbox/devices/:id/service-worker' },
  /** Forgets a device: its state, log, faults and service worker changes. */
  resetDevice: { method: 'POST', path: '/__sandbox/devices/:id/reset' },
  /** Forgets every device, the recorded vitals and the field reports. */
  resetAll: { method: 'POST', path: '/__sandbox/reset' },
  /** The Core Web Vitals the pages reported: answers `{ reports }`. */
  vitals: { method: 'GET', path: '/__sandbox/vitals' },
  /**
   * The field reports the pages sent, oldest first: answers a {@link FieldReportList}; `?device=`
   * keeps one device's (known by {@link SANDBOX_DEVICE_COOKIE}).
   */
  fieldReports: { method: 'GET', path: '/__sandbox/field-reports' },
} as const;

/** One endpoint of {@link SANDBOX_CONTROL}. */
export type SandboxControlEndpoint = (typeof SANDBOX_CONTROL)[keyof typeof SANDBOX_CONTROL];

/** The path a client calls: `:id` filled with the device id, URI-encoded. */
export function controlPath(endpoint: SandboxControlEndpoint, deviceId = ''): string {
  return endpoint.path.replace(':id', encodeURIComponent(deviceId));
}

/** The body of `chooseFixtures`: area name to fixture name, e.g. `{ "loan": "overdue" }`. */
export type FixtureChoice = Record<string, string>;

/** The answer of `fixtures`: each area's default fixture and all of its fixtures. */
export interface FixtureAreas {
  areas: Record<string, { default: string; fixtures: string[] }>;
}

/** The body and answer of `setFaults` (and the answer of `clearFaults`). */
export interface FaultList {
  faults: SandboxFault[];
}

/** The body of `serviceWorker`: switch the worker off (or on again), deploy a new build. */
export interface ServiceWorkerChange {
  off?: boolean;
  newBuild?: true;
}

/** The answer of `serviceWorker`: the device's switch and how many new builds it was given. */
export interface ServiceWorkerOverride {
  /** The kill switch is off for this device. */
  off: boolean;
  /** How many new builds were "deployed" for this device (0: the real one). */
  builds: number;
}

/** One request a device made to the sandbox's API, as its request log keeps it. */
export interface RequestLogEntry {
  at: number;
  method: string;
  path: string;
  params: Record<string, string>;
  status: number;
  code?: string;
  /** The request's Idempotency-Key header, when it had one. */
  idempotencyKey?: string;
  /** The answer was the stored one of an earlier request with the same key. */
  replayed?: boolean;
  /** The endpoint's handler ran (it may have changed state), as opposed to a fault or a replay. */
  handled: boolean;
  ms: number;
  fault?: string;
}

/** The answer of `requests`: the device's log, oldest first (secret values already hidden). */
export interface RequestLog {
  requests: RequestLogEntry[];
}

/**
 * The cookie by which the sandbox backend knows the device asking for the service worker's files
 * (`sw.js`, `sw-switch.json`), so that a QA scenario's "new build" or kill switch is its device's
 * alone. The emulator sets it; pages and shells never do.
 */
export const SANDBOX_DEVICE_COOKIE = 'hl-sandbox-device';

/** One field report as the sandbox keeps it: the report, its batch's context, who sent it. */
export type SandboxFieldReport = FieldReport & {
  context: ReportContext;
  /** The device that sent it, by its sandbox cookie (null: a page the emulator did not open). */
  device: string | null;
  receivedAt: number;
};

/** The answer of `fieldReports`. */
export interface FieldReportList {
  reports: SandboxFieldReport[];
}

/** One Core Web Vital as the sandbox keeps it (the answer of `vitals` is `{ reports }` of them). */
export interface SandboxVital {
  name: string;
  value: number;
  rating?: string;
  page?: string;
  device?: string;
  /** `chromium 80`, `webkit 14`. */
  engine?: string;
  at?: number;
}
