import axios, { type AxiosInstance, isAxiosError, isCancel } from 'axios';
import * as v from 'valibot';
import { brandConfig } from '../../config';
import { getIdentity } from '../identity';
import { ApiError } from './api-error';
import { deadline } from './deadline';
import type { Endpoint } from './endpoint';
import { IDEMPOTENCY_HEADER, intentKey, isDefinitiveStatus, settleIntent } from './intent-key';

export const HTTP_TIMEOUT_MS = 60_000;

/** Request parameters; a Blob (an upload) only makes sense on a multipart endpoint. */
export type Params = Record<string, string | number | boolean | null | undefined | Blob>;

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

/** The common parameters every request carries: the identity from the URL. */
export function commonParams(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(getIdentity())) if (value) out[key] = value;
  return out;
}

/** Headers taken from the URL identity, so gateways can route without parsing the query. */
function identityHeaders(): Record<string, string> {
  const id = getIdentity();
  const headers: Record<string, string> = {};
  if (id.appVersion) headers['X-App-Version'] = id.appVersion;
  if (id.platform) headers['X-Platform'] = id.platform;
  if (id.languageType) headers['X-Language-Type'] = id.languageType;
  return headers;
}

function clean(params: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) out[key] = String(value);
  return out;
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
  const common = commonParams();
  const payload = clean(params);
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
    if (endpoint.method === 'GET') {
      response = await http().get(endpoint.path, { ...config, params: { ...common, ...payload } });
    } else if (endpoint.multipart) {
      const form = new FormData();
      for (const [key, value] of Object.entries(params)) {
        if (value instanceof Blob)
          form.append(key, value, value instanceof File ? value.name : 'upload');
        else if (value !== undefined && value !== null) form.append(key, String(value));
      }
      response = await http().post(endpoint.path, form, { ...config, params: common });
    } else {
      response = await http().post(endpoint.path, new URLSearchParams(payload).toString(), {
        ...config,
        params: common,
        headers: { ...config.headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    }
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
