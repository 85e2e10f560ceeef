import type { BridgeEventName, BridgeMethodName, Identity } from '@hybrid-loan/bridge-sdk/contract';
import type { SandboxFault } from '@hybrid-loan/dev-contract';
import type { Orientation } from './device';

// The scenario format, version 1 (the schema is `scenario.schema.json` in this package).

/** A bridge method (the contract's list). */
export type MethodName = BridgeMethodName;

export type UnscriptedPolicy = 'stub' | 'fail' | 'ask';
export type NetworkProfile = 'online' | 'offline' | 'slow-3g' | 'fast-4g';
export type CallOrder = 'strict' | 'unordered' | 'subset';

/** A native event a responder pushes after its reply (or after the call, with noReply). */
export interface PushedEvent {
  name: BridgeEventName;
  data?: Record<string, unknown>;
  /** ms after the reply (default 0). */
  afterMs?: number;
}

/**
 * A responder for one call: a value (`result`), a contract error, a latency (`delayMs`), no reply
 * at all (`noReply`: the page's timeout runs out), and an event to push afterwards (`event`).
 */
export interface ScriptedReply {
  result?: unknown;
  error?: { code: string; message?: string };
  delayMs?: number;
  noReply?: boolean;
  event?: PushedEvent;
}

/** A sandbox fault: the dev contract's shape. */
export type { SandboxFault };

export type Step =
  | {
      step: 'tap';
      testId?: string;
      text?: string;
      label?: string;
      nth?: number;
      timeoutMs?: number;
      note?: string;
    }
  | { step: 'fill'; testId: string; value: string; timeoutMs?: number; note?: string }
  | { step: 'waitForText'; text: string; timeoutMs?: number; note?: string }
  /** Waits until the element with this test id is shown (a picture, a control that loads late). */
  | { step: 'waitFor'; testId: string; timeoutMs?: number; note?: string }
  | {
      step: 'expectText';
      text: string;
      testId?: string;
      absent?: boolean;
      timeoutMs?: number;
      note?: string;
    }
  | {
      step: 'expectUrl';
      path: string;
      query?: Record<string, string>;
      timeoutMs?: number;
      note?: string;
    }
  | {
      step: 'event';
      name: BridgeEventName;
      data?: Record<string, unknown>;
      note?: string;
    }
  | {
      step: 'expectBridgeCall';
      method: string;
      params?: Record<string, unknown>;
      timeoutMs?: number;
      note?: string;
    }
  | { step: 'screenshot'; name: string; threshold?: number; maxDiffRatio?: number; note?: string }
  | { step: 'wait'; ms: number; note?: string }
  /**
   * The borrower leaves the page (the webview closes) and opens the entry again on the same device
   * (same app data: service worker, caches, cookies): a repeat open.
   */
  | { step: 'reopen'; note?: string }
  /** The connection goes down or comes back (engines that cannot emulate it skip the scenario). */
  | { step: 'network'; state: 'offline' | 'online'; note?: string }
  /** The server side of the service worker, for this device only: a new build, the kill switch. */
  | { step: 'server'; newBuild?: true; switchOff?: boolean; note?: string }
  /**
   * Waits until the app's service worker is as described: `active` (a worker with its whole build
   * cached; false: none registered), `controlled` (this page was served by it), `waiting` (an
   * update installed, waiting for the next open), `newVersion` (the page's worker is another
   * build than the one the first `expectServiceWorker` of the scenario saw).
   */
  | {
      step: 'expectServiceWorker';
      active?: boolean;
      controlled?: boolean;
      waiting?: boolean;
      newVersion?: boolean;
      timeoutMs?: number;
      note?: string;
    };

/** The app's service worker as a page sees it (the worker answers `GET_STATE`). */
export interface WorkerInfo {
  /** The engine has `navigator.serviceWorker` in this page. */
  supported: boolean;
  active: string | null;
  waiting: string | null;
  /** The build of the worker that serves this page (null: the page came from the network). */
  controller: string | null;
  cached: number;
  total: number;
}

export interface ExpectedCall {
  method: string;
  params?: Record<string, unknown>;
}

export interface Scenario {
  $schema?: string;
  version: 1;
  name: string;
  description?: string;
  device?: string;
  orientation?: Orientation;
  network?: NetworkProfile;
  identity?: Identity;
  entry: string;
  protocol?: 'message' | 'legacy';
  legacyTable?: Partial<Record<MethodName, string>>;
  replies?: Partial<Record<MethodName, ScriptedReply | ScriptedReply[]>>;
  unscripted?: UnscriptedPolicy;
  sandbox?: { fixtures?: Record<string, string>; faults?: SandboxFault[] };
  steps: Step[];
  expectedCalls?: { order: CallOrder; ignore?: string[]; calls: ExpectedCall[] };
}
