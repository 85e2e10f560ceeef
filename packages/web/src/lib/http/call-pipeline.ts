import * as v from 'valibot';
import { ApiError } from './api-error';
import { deadline } from './deadline';
import { arrivedEarly, takeEarly } from './early-answer';
import type { Endpoint } from './endpoint';
import { IDEMPOTENCY_HEADER, intentKey, isDefinitiveStatus, settleIntent } from './intent-key';
import { HTTP_TIMEOUT_MS, identityHeaders, type Params } from './transport';

export { commonParams, HTTP_TIMEOUT_MS, type Params } from './transport';

export interface ApiResult<T> {
  ok: boolean;
  code: string;
  message: string;
  /** The validated data when `ok`; whatever the server sent otherwise. */
  data: T;
}

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The idempotency key this call carries (idempotent endpoints only), for logs and tests. */
export function idempotencyHeaders(endpoint: Endpoint<unknown>, params: Params) {
  const headers: Record<string, string> = {};
  if (endpoint.idempotent) headers[IDEMPOTENCY_HEADER] = intentKey(endpoint, params);
  return headers;
}

// Every body arrives as { code, message | msg, data }: anything else is malformed.
const envelope = v.looseObject({
  code: v.union([v.string(), v.number()]),
  message: v.optional(v.nullable(v.string())),
  msg: v.optional(v.nullable(v.string())),
  data: v.optional(v.unknown()),
});

type AxiosWire = typeof import('./axios-wire');
let wire: Promise<AxiosWire> | null = null;
let loadedWire: AxiosWire | null = null;
/**
 * axios, loaded with the first call that has to go out (or by `preloadWire`): a page whose first
 * read came early paints its data before axios has downloaded. A failed download is tried again
 * by the next call.
 */
export function preloadWire(): Promise<AxiosWire> {
  wire ??= import('./axios-wire').then(
    (m) => {
      loadedWire = m;
      return m;
    },
    (error: unknown) => {
      wire = null;
      throw error;
    },
  );
  return wire;
}

/** The device has no network at all (`navigator.onLine` false); true online proves nothing. */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The caller's signal (or the deadline) ended the wait for an early answer. */
class Cancelled extends Error {}

/** An early answer, given up when the caller's signal (or the deadline) aborts first. */
function adopt(
  early: Promise<{ data: unknown } | null>,
  signal: AbortSignal,
): Promise<{ data: unknown } | null> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(new Cancelled());
    signal.addEventListener('abort', () => reject(new Cancelled()), { once: true });
    early.then(resolve, reject);
  });
}

function toApiError(error: unknown, path: string, timedOut: boolean): ApiError {
  if (timedOut) return new ApiError('timeout', path, 'timeout');
  if (error instanceof Cancelled) return new ApiError('cancelled', path, 'cancelled');
  // An axios failure can only come once axios has loaded; a failed download of it is a network one.
  return (
    loadedWire?.axiosFailure(error, path) ??
    new ApiError('network', path, error instanceof Error ? error.message : String(error))
  );
}

/**
 * Sends one call. Resolves with `ok: false` for a non-success server code (the caller still gets
 * the result, as the specification says); rejects with an ApiError for network failures, timeouts,
 * HTTP errors and bodies that do not match the envelope or the endpoint's schema.
 */
export async function send<T>(
  endpoint: Endpoint<T>,
  params: Params = {},
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  let response: { data: unknown };
  // A timer-driven signal as well as axios' own timeout: some XHR implementations in webviews
  // (and test interceptors) ignore `xhr.timeout`, and a hung request must still end.
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const limit = deadline(timeoutMs, options.signal);
  try {
    const config = {
      signal: limit.signal,
      timeout: timeoutMs,
      headers: {
        ...identityHeaders(),
        ...idempotencyHeaders(endpoint as Endpoint<unknown>, params),
      },
    };
    // An early call that created something went with this intent's key: adopting its answer
    // settles the intent below, as this call's own answer would.
    // Money is never sent early (the borrower's tap sends it), whatever a route declares.
    const early = endpoint.money ? null : takeEarly(endpoint, params);
    // An early read that failed in any way (null) is sent again here, so every failure a borrower
    // can meet is this client's, with its messages. Unless the device says it has no network: the
    // early read failed for that, and loading axios to fail again kept an offline page on its
    // loading state for a few hundred ms more on a slow phone. The page's retry goes on the wire.
    const adopted = early && (await adopt(early, limit.signal));
    if (!adopted && early && isOffline()) throw new ApiError('network', endpoint.path, 'offline');
    response = adopted || (await (await preloadWire()).transmit(endpoint, params, config));
  } catch (error) {
    const failure = toApiError(error, endpoint.path, limit.timedOut());
    // A 4xx is the server's last word: the next attempt is a new intent.
    if (endpoint.idempotent && failure.status !== undefined && isDefinitiveStatus(failure.status))
      settleIntent(endpoint, params);
    throw failure;
  } finally {
    limit.clear();
  }
  const body = readEnvelope(endpoint, response.data);
  // Only an envelope is the server's answer: a body that is not one may come from a proxy.
  if (endpoint.idempotent) settleIntent(endpoint, params);
  return readData(endpoint, body);
}

type Envelope = v.InferOutput<typeof envelope>;

/** The body as an API envelope; anything else is malformed. */
function readEnvelope(endpoint: Endpoint<unknown>, raw: unknown): Envelope {
  const body = v.safeParse(envelope, raw);
  if (!body.success)
    throw new ApiError('malformed', endpoint.path, 'The response is not an API envelope');
  return body.output;
}

/** The result of an envelope: on a success code its data must match the endpoint's schema. */
function readData<T>(endpoint: Endpoint<T>, body: Envelope): ApiResult<T> {
  const code = String(body.code);
  const message = body.message ?? body.msg ?? '';
  const ok = endpoint.successCodes.some((c) => String(c) === code);
  if (!ok) return { ok: false, code, message, data: body.data as T };
  const data = v.safeParse(endpoint.schema, body.data);
  if (!data.success) {
    const where = data.issues[0]?.path?.map((p) => String(p.key)).join('.') ?? '';
    throw new ApiError(
      'malformed',
      endpoint.path,
      `Unexpected data at "${where}": ${data.issues[0]?.message}`,
    );
  }
  return { ok: true, code, message, data: data.output };
}

/**
 * The data of this call's early answer when it has already arrived as a success, taken now and
 * synchronously, so the page's first render shows it (no loading state, no second render); a
 * creation's intent is then settled, as `send` settles it. Anything else (not arrived, a failure,
 * a server code, a malformed body) is left to `send`, which gives the borrower the client's errors
 * and messages.
 */
export function takeArrivedData<T>(endpoint: Endpoint<T>, params: Params = {}): T | undefined {
  if (endpoint.money) return undefined;
  const arrived = arrivedEarly(endpoint, params);
  if (!arrived) return undefined;
  try {
    const result = readData(endpoint, readEnvelope(endpoint, arrived.data));
    if (!result.ok) return undefined;
    takeEarly(endpoint, params);
    if (endpoint.idempotent) settleIntent(endpoint, params);
    return result.data;
  } catch {
    return undefined;
  }
}
