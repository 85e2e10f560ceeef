import axios, { type AxiosInstance, CanceledError, isAxiosError, isCancel } from 'axios';
import * as v from 'valibot';
import { brandConfig } from '../../config';
import { ApiError } from './api-error';
import { deadline } from './deadline';
import { takeEarly } from './early-request';
import type { Endpoint } from './endpoint';
import { IDEMPOTENCY_HEADER, intentKey, isDefinitiveStatus, settleIntent } from './intent-key';
import {
  clean,
  commonParams,
  HTTP_TIMEOUT_MS,
  identityHeaders,
  type Params,
  type Wire,
} from './transport';

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

let instance: AxiosInstance | null = null;
export function http(): AxiosInstance {
  instance ??= axios.create({
    baseURL: brandConfig.appApi,
    timeout: HTTP_TIMEOUT_MS,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  return instance;
}

interface WireConfig {
  signal: AbortSignal;
  timeout: number;
  headers: Record<string, string>;
}

function transmit(endpoint: Wire, params: Params, config: WireConfig): Promise<{ data: unknown }> {
  const common = commonParams();
  const payload = clean(params);
  if (endpoint.method === 'GET')
    return http().get(endpoint.path, { ...config, params: { ...common, ...payload } });
  if (endpoint.multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(params)) {
      if (value instanceof Blob)
        form.append(key, value, value instanceof File ? value.name : 'upload');
      else if (value !== undefined && value !== null) form.append(key, String(value));
    }
    return http().post(endpoint.path, form, { ...config, params: common });
  }
  return http().post(endpoint.path, new URLSearchParams(payload).toString(), {
    ...config,
    params: common,
    headers: { ...config.headers, 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

/** An early answer, given up when the caller's signal (or the deadline) aborts first. */
function adopt(
  early: Promise<{ data: unknown } | null>,
  signal: AbortSignal,
): Promise<{ data: unknown } | null> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(new CanceledError());
    signal.addEventListener('abort', () => reject(new CanceledError()), { once: true });
    early.then(resolve, reject);
  });
}

function toApiError(error: unknown, path: string, timedOut: boolean): ApiError {
  if (timedOut) return new ApiError('timeout', path, 'timeout');
  if (isCancel(error)) return new ApiError('cancelled', path, 'cancelled');
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
      return new ApiError('timeout', path, error.message);
    if (error.response)
      return new ApiError('http', path, `HTTP ${error.response.status}`, {
        status: error.response.status,
      });
    return new ApiError('network', path, error.message);
  }
  return new ApiError('network', path, String(error));
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
    // Reads only: a call that creates or moves something is never answered early.
    const early = endpoint.idempotent ? null : takeEarly(endpoint, params);
    // An early read that failed in any way (null) is sent again here, so every failure a borrower
    // can meet is this client's, with its messages.
    response =
      (early && (await adopt(early, limit.signal))) ?? (await transmit(endpoint, params, config));
  } catch (error) {
    const failure = toApiError(error, endpoint.path, limit.timedOut());
    // A 4xx is the server's last word: the next attempt is a new intent.
    if (endpoint.idempotent && failure.status !== undefined && isDefinitiveStatus(failure.status))
      settleIntent(endpoint, params);
    throw failure;
  } finally {
    limit.clear();
  }
  const body = v.safeParse(envelope, response.data);
  // A body that is not an envelope may come from a proxy before the server: not definitive.
  if (!body.success)
    throw new ApiError('malformed', endpoint.path, 'The response is not an API envelope');
  if (endpoint.idempotent) settleIntent(endpoint, params);
  const code = String(body.output.code);
  const message = body.output.message ?? body.output.msg ?? '';
  const ok = endpoint.successCodes.some((c) => String(c) === code);
  if (!ok) return { ok: false, code, message, data: body.output.data as T };
  const data = v.safeParse(endpoint.schema, body.output.data);
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
