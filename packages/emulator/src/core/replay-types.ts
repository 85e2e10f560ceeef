// The shapes of a replay: what a host gives the engine (a driver of one device) and what the
// engine gives back (each step's and the scenario's result). The engine is replay.ts.
import type { SandboxFieldReport } from '@hybrid-loan/dev-contract';
import type { WorkerInfo } from '../types/scenario';
import type { CallEntry, RequestEntry } from './call-log';
import type { CallComparison } from './compare-calls';
import type { Step } from './scenario';

/** What a host gives the replay engine: one device running one scenario. */
export interface Driver {
  /** Taps the target once it is there, waiting up to `timeoutMs` (the step's time limit). */
  tap(
    target: { testId?: string; text?: string; label?: string; nth?: number },
    timeoutMs?: number,
  ): Promise<void>;
  fill(testId: string, value: string, timeoutMs?: number): Promise<void>;
  waitForText(text: string, timeoutMs: number): Promise<void>;
  /** Waits until the element with `testId` is shown (attached, with a size). */
  waitFor(testId: string, timeoutMs: number): Promise<void>;
  /** Whether the text is visible (in the element with `testId` when given) within `timeoutMs`. */
  hasText(text: string, testId: string | undefined, timeoutMs: number): Promise<boolean>;
  url(): Promise<string>;
  emit(event: string, data: Record<string, unknown>): Promise<void>;
  /** The page's bridge calls, each checked against the shim's shape (see call-entry-check.ts). */
  calls(): Promise<CallEntry[]>;
  /** Why entries of the page's call log were dropped as malformed so far (none: empty or absent). */
  malformedCalls?(): string[];
  requests(): Promise<RequestEntry[]>;
  /** Compares a screenshot with its baseline; returns a message when it differs. */
  screenshot(
    step: Extract<Step, { step: 'screenshot' }>,
  ): Promise<{ file?: string; problem?: string; unsupported?: string }>;
  /** A picture of the page when a step fails, for the report. */
  capture?(): Promise<string | undefined>;
  /** The webview closes and the entry opens again on the same device (its app data kept). */
  reopen(): Promise<void>;
  /** The connection goes down or comes back. */
  network(state: 'offline' | 'online'): Promise<void>;
  /** The server side of the service worker, for this device (the sandbox's control API). */
  server(change: { newBuild?: true; switchOff?: boolean }): Promise<void>;
  /** The app's service worker as the page sees it. */
  serviceWorker(): Promise<WorkerInfo>;
  /**
   * The field reports the sandbox received from this device, and the values they must never carry
   * (the device's identity); absent on a host that cannot read them.
   */
  fieldReports?(): Promise<{ reports: SandboxFieldReport[]; secrets: string[] }>;
}

export interface StepResult {
  index: number;
  label: string;
  ok: boolean;
  ms: number;
  error?: string;
  screenshot?: string;
  /** What this engine could not do for the step (the report says it; the step is not failed). */
  note?: string;
}

export interface ScenarioResult {
  /** More than 1 when it passed or failed only after retries. */
  attempts?: number;
  name: string;
  file?: string;
  device: string;
  host: string;
  /** What the engine could not emulate for this scenario (touch, network, user agent...). */
  limits?: string[];
  /** Entries of the page's call log dropped as malformed, and why (the page's data, not ours). */
  malformedCalls?: string[];
  /** Not played, and why (an engine that cannot emulate what the scenario needs). */
  skipped?: string;
  ok: boolean;
  durationMs: number;
  steps: StepResult[];
  calls: CallEntry[];
  requests: RequestEntry[];
  comparison?: CallComparison;
  error?: string;
  /** The shell the scenario ran with, and the browser engine and its version (e.g. "chromium-80 80.0.3987.0"). */
  platform?: 'android' | 'ios';
  protocol?: 'message' | 'legacy';
  engine?: string;
  /** On a grid: the node the scenario ran on (its URL, or the endpoint's session when it hides nodes). */
  node?: string;
  /** On a grid: why the scenario was played a second time (its node died, its session did not start). */
  retried?: string;
  /** The native events the steps sent (in order), for the bridge coverage. */
  events?: string[];
  /** Opened on a package (`--package`): what the device's shell did with it, in order, and why. */
  package?: string[];
  /** Chaos mode: the seed and the responders it drew for this scenario. */
  chaos?: { seed: number; responders: Record<string, string> };
}
