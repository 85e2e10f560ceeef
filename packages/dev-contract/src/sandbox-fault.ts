/**
 * A fault the sandbox backend injects on one device's requests (tests, the emulator's scenarios
 * and its panel set them through `PUT /__sandbox/devices/:id/faults`).
 */
export interface SandboxFault {
  /** Endpoint path under the API base (e.g. `/v3/loan-details/loan-details`), or `*` for all. */
  endpoint: string;
  /** Answer this many ms late (0 to 60000). */
  latencyMs?: number;
  /** Answer with this business code (and message) instead of the real handler. */
  code?: string | number;
  /** The message with `code`. */
  message?: string;
  /** Answer with this HTTP status, an error from 400 to 599 (e.g. 500). */
  status?: number;
  /** Answer 200 with a body that is not the API envelope. */
  malformed?: boolean;
  /** Drop the connection without an answer (the server never sees the request). */
  drop?: boolean;
  /** Handle the request, then drop the connection: the work is done but the answer is lost. */
  lostReply?: boolean;
  /** Apply this many times (1 to 1000), then remove itself (default: until cleared). */
  times?: number;
}

/**
 * The type of each field of {@link SandboxFault} (`'string|number'` for either).
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
 * The ranges the sandbox accepts for a fault's fields: a `status` that is a real HTTP error, a
 * bounded `latencyMs` and `times`, bounded strings.
 */
export const SANDBOX_FAULT_LIMITS = {
  /** `status`: an HTTP client or server error. */
  status: { min: 400, max: 599 },
  /** `latencyMs`: up to a minute late. */
  latencyMs: { min: 0, max: 60_000 },
  /** `times`: at least once, at most a thousand times. */
  times: { min: 1, max: 1000 },
  /** The longest `endpoint`, `message` or string `code`. */
  textLength: 500,
} as const;

function inRange(value: unknown, range: { min: number; max: number }): boolean {
  return (
    Number.isInteger(value) && (value as number) >= range.min && (value as number) <= range.max
  );
}

/**
 * Why a value is not a well-formed {@link SandboxFault}, in words the sandbox's 400 answer
 * gives back; `null` when it is one. Fields are looked up as the value's own keys only, so
 * `constructor`, `__proto__` or `toString` are unknown fields like any other.
 */
export function sandboxFaultProblem(v: unknown): string | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'a fault must be an object';
  const fields = SANDBOX_FAULT_FIELDS as { readonly [name: string]: string };
  const limits = SANDBOX_FAULT_LIMITS;
  for (const [name, value] of Object.entries(v)) {
    if (!Object.hasOwn(fields, name))
      return `unknown fault field "${name.slice(0, 40)}" (known: ${Object.keys(fields).join(', ')})`;
    const type = fields[name] as string;
    if (!type.split('|').includes(typeof value)) return `fault field "${name}" must be ${type}`;
    if (typeof value === 'string' && value.length > limits.textLength)
      return `fault field "${name}" is longer than ${limits.textLength} characters`;
  }
  const fault = v as SandboxFault;
  if (fault.endpoint === undefined || !/^(\*|\/\S*)$/.test(fault.endpoint))
    return 'fault "endpoint" must be "*" or a path starting with "/"';
  for (const name of ['status', 'latencyMs', 'times'] as const) {
    const range = limits[name];
    if (fault[name] !== undefined && !inRange(fault[name], range))
      return `fault "${name}" must be an integer from ${range.min} to ${range.max}`;
  }
  if (typeof fault.code === 'number' && !Number.isSafeInteger(fault.code))
    return 'fault "code" must be an integer or a string';
  if (fault.code === '') return 'fault "code" must not be empty';
  return null;
}

/**
 * Whether a value is a well-formed {@link SandboxFault}: a `*` or `/path` endpoint, known fields
 * (own keys only) of the right types, within {@link SANDBOX_FAULT_LIMITS}, and no others.
 */
export function isSandboxFault(v: unknown): v is SandboxFault {
  return sandboxFaultProblem(v) === null;
}
