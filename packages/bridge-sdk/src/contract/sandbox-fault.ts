/**
 * A fault the sandbox backend injects on one device's requests (tests, the emulator's scenarios
 * and its panel set them through `PUT /__sandbox/devices/:id/faults`).
 *
 * @public
 */
export interface SandboxFault {
  /** Endpoint path under the API base (e.g. `/v3/loan-details/loan-details`), or `*` for all. */
  endpoint: string;
  /** Answer this many ms late. */
  latencyMs?: number;
  /** Answer with this business code (and message) instead of the real handler. */
  code?: string | number;
  /** The message with `code`. */
  message?: string;
  /** Answer with this HTTP status (e.g. 500). */
  status?: number;
  /** Answer 200 with a body that is not the API envelope. */
  malformed?: boolean;
  /** Drop the connection without an answer (the server never sees the request). */
  drop?: boolean;
  /** Handle the request, then drop the connection: the work is done but the answer is lost. */
  lostReply?: boolean;
  /** Apply this many times, then remove itself (default: until cleared). */
  times?: number;
}

/**
 * The type of each field of {@link SandboxFault} (`'string|number'` for either).
 *
 * @public
 */
export const SANDBOX_FAULT_FIELDS: { readonly [K in keyof SandboxFault]-?: string } = {
  endpoint: 'string',
  latencyMs: 'number',
  code: 'string|number',
  message: 'string',
  status: 'number',
  malformed: 'boolean',
  drop: 'boolean',
  lostReply: 'boolean',
  times: 'number',
};

/**
 * Whether a value is a well-formed {@link SandboxFault}: a non-empty `endpoint`, known fields of
 * the right types, and no others.
 *
 * @public
 */
export function isSandboxFault(v: unknown): v is SandboxFault {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const fields = SANDBOX_FAULT_FIELDS as { readonly [name: string]: string };
  for (const [name, value] of Object.entries(v)) {
    const type = fields[name];
    if (!type?.split('|').includes(typeof value)) return false;
  }
  return typeof (v as SandboxFault).endpoint === 'string' && (v as SandboxFault).endpoint !== '';
}
