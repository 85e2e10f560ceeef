import type { BridgeMethodName } from '@hybrid-loan/bridge-sdk/contract';
import type { ShellRefusalReason } from '@hybrid-loan/bridge-sdk/testing';
import type { RequestLogEntry } from '@hybrid-loan/dev-contract';

/** One bridge call as the shell saw it: what every host records and the panel shows. */
export interface CallEntry {
  seq: number;
  /** Which page load made the call (random per load): seq restarts with every load. */
  load?: string;
  method: BridgeMethodName | string;
  params: unknown;
  platform: 'android' | 'ios';
  protocol: 'message' | 'legacy';
  /** The legacy function name and its string arguments (protocol legacy). */
  legacy?: { name: string; args: string[] };
  /** The wire message as received (protocol message). */
  wire?: unknown;
  /** How it was answered: scripted, stubbed, failed by policy, asked, or not at all (navigating or legacy). */
  source: 'scripted' | 'stub' | 'fail' | 'ask' | 'none';
  reply?: { ok: true; result: unknown } | { ok: false; error: { code: string; message?: string } };
  /**
   * The shell refused the call before any responder saw it: `origin` (page not on the allowlist),
   * `frame` (not the main frame), `method` (not in the contract), `params` (off the method's
   * contract) or `scheme` (openPage to a scheme outside the allowlist).
   */
  refused?: ShellRefusalReason;
  /** The event the responder pushed after this call (`bankResult` after `bankStart`, say). */
  pushed?: string;
  /** ms since the page (re)loaded, and from the call to its reply. */
  at: number;
  latencyMs?: number;
  /** The page URL (hash route) when the call was made. */
  url: string;
}

/**
 * A request of the page to the sandbox: an entry of the sandbox's request log, of which the
 * timeline needs only the path (a host without a sandbox shows what it has).
 */
export type RequestEntry = Pick<RequestLogEntry, 'path'> & Partial<RequestLogEntry>;
