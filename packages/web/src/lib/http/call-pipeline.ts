import { ApiError, isApiError } from './api-error';
import { deadline } from './deadline';
import { arrivedEarly, earlyAnswer, takeEarly } from './early-answer';
import type { Endpoint } from './endpoint';
import { idempotencyHeaders, isDefinitiveStatus, settleIntent } from './intent-key';
import { type ApiResult, readEnvelope, readResult } from './response-check';
import { transmit, wireFailure } from './transmit';
import { HTTP_TIMEOUT_MS, identityHeaders, type Params } from './wire-format';

export type { ApiResult } from './response-check';
export { commonParams, HTTP_TIMEOUT_MS, type Params } from './wire-format';

// One call, as a pipeline of named steps, each in its own file and none calling back here:
// 1. early answer (early-answer.ts): the early read the entry sent for this very call, adopted;
// 2. idempotency key (intent-key.ts): a call that creates something carries its intent's key;
// 3. transport (transmit.ts, axios-transport.ts): the call on the wire;
// 4. response check (response-check.ts): the envelope, then the data against the schema.
// An idempotent call's intent is settled once the server has given its last word (an envelope,
// or a 4xx), so the next attempt is a new intent; never before, so a retry cannot do it twice.

export interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
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
  // A timer-driven signal as well as axios' own timeout: some XHR implementations in webviews
  // (and test interceptors) ignore `xhr.timeout`, and a hung request must still end.
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const limit = deadline(timeoutMs, options.signal);
  let raw: unknown;
  try {
    const early = await earlyAnswer(endpoint, params, limit.signal);
    // An early call that created something went with this intent's key, which step 2 gives
    // again: adopting its answer settles the intent below, as this call's own answer would.
    raw = early
      ? early.data
      : await transmit(endpoint, params, {
          signal: limit.signal,
          timeout: timeoutMs,
          headers: { ...identityHeaders(), ...idempotencyHeaders(endpoint, params) },
        });
  } catch (error) {
    const failure = limit.timedOut()
      ? new ApiError('timeout', endpoint.path, 'timeout')
      : isApiError(error)
        ? error
        : wireFailure(error, endpoint.path);
    // A 4xx is the server's last word: the next attempt is a new intent.
    if (endpoint.idempotent && failure.status !== undefined && isDefinitiveStatus(failure.status))
      settleIntent(endpoint, params);
    throw failure;
  } finally {
    limit.clear();
  }
  const body = readEnvelope(endpoint, raw);
  // Only an envelope is the server's answer: a body that is not one may come from a proxy.
  if (endpoint.idempotent) settleIntent(endpoint, params);
  return readResult(endpoint, body);
}

/**
 * The same pipeline, synchronously, for the page's first render: the data of this call's early
 * answer when it has already arrived as a success, so the page shows it at once (no loading state,
 * no second render); a creation's intent is then settled, as `send` settles it. Anything else (not
 * arrived, a failure, a server code, a malformed body) is left to `send`, which gives the borrower
 * the client's errors and messages.
 */
export function takeArrivedData<T>(endpoint: Endpoint<T>, params: Params = {}): T | undefined {
  if (endpoint.money) return undefined;
  const arrived = arrivedEarly(endpoint, params);
  if (!arrived) return undefined;
  try {
    const result = readResult(endpoint, readEnvelope(endpoint, arrived.data));
    if (!result.ok) return undefined;
    takeEarly(endpoint, params);
    if (endpoint.idempotent) settleIntent(endpoint, params);
    return result.data;
  } catch {
    return undefined;
  }
}
