import type {
  BridgeEventName,
  BridgeMethodName,
  Identity,
  SandboxFault,
} from '@hybrid-loan/bridge-sdk/contract';
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

/** A sandbox fault: the routes contract's shape. */
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
  | { step: 'wait'; ms: number; note?: string };

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
