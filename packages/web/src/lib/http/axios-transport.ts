import axios, { type AxiosInstance, isAxiosError, isCancel } from 'axios';
import { brandConfig } from '../../config';
import { ApiError } from './api-error';
import {
  clean,
  commonParams,
  getQuery,
  HTTP_TIMEOUT_MS,
  type Params,
  type Wire,
} from './wire-format';

// The transport: the call on the wire through axios, in a module of its own, which transmit.ts
// loads with the first call that has to go out, so a page whose first read came early paints its
// data before axios has downloaded.

let instance: AxiosInstance | null = null;
/** The one axios instance every call goes through. */
export function http(): AxiosInstance {
  instance ??= axios.create({
    baseURL: brandConfig.appApi,
    timeout: HTTP_TIMEOUT_MS,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  return instance;
}

export interface WireConfig {
  signal: AbortSignal;
  timeout: number;
  headers: Record<string, string>;
}

/** Sends one call as the specification asks: GET with a query, POST form-encoded or multipart. */
export function transmit(
  endpoint: Wire,
  params: Params,
  config: WireConfig,
): Promise<{ data: unknown }> {
  const payload = clean(params);
  if (endpoint.method === 'GET') {
    const { query, headers } = getQuery(payload);
    return http().get(endpoint.path, {
      ...config,
      params: query,
      headers: { ...config.headers, ...headers },
    });
  }
  const common = commonParams();
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

/** The ApiError for a failure axios reported, or null when the error is not axios'. */
export function axiosFailure(error: unknown, path: string): ApiError | null {
  if (isCancel(error)) return new ApiError('cancelled', path, 'cancelled');
  if (!isAxiosError(error)) return null;
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
    return new ApiError('timeout', path, error.message);
  if (error.response)
    return new ApiError('http', path, `HTTP ${error.response.status}`, {
      status: error.response.status,
    });
  return new ApiError('network', path, error.message);
}
