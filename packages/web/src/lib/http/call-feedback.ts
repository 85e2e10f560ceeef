import { brandConfig } from '../../config';
import { bridge } from '../bridge';
import { i18next } from '../i18n';
import { forgetIdentity } from '../identity';
import { notify } from '../notify';
import { ApiError, isApiError } from './api-error';
import { type ApiResult, type Params, type RequestOptions, send } from './client';
import type { Endpoint } from './endpoint';
import { isDefinitiveStatus } from './intent-key';

/** Waits before each check of an idempotent call whose answer was lost. */
export const RECHECK_DELAYS_MS = [1000, 3000];
/** A check is a quick question: it does not wait the full timeout of the first attempt. */
const RECHECK_TIMEOUT_MS = 15_000;

export interface CallOptions extends RequestOptions {
  /** Show the loading toast while the call runs. */
  loading?: boolean;
  /** Do not toast the server's message on a non-success code (the caller shows it itself). */
  silent?: boolean;
}

function sessionExpired(code: string): boolean {
  return brandConfig.sessionExpiredCodes.includes(code);
}

/** The request may or may not have reached the server and been done. */
function unanswered(error: unknown): error is ApiError {
  if (!isApiError(error)) return false;
  if (error.kind === 'http') return !isDefinitiveStatus(error.status ?? 500);
  return error.kind === 'network' || error.kind === 'timeout' || error.kind === 'malformed';
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Sends a money call and, when its answer is lost (timeout, dropped connection, 5xx),
 * finds out what happened instead of leaving the borrower to tap again: it asks again with the
 * same Idempotency-Key, which the server answers with the first attempt's stored answer (or does
 * the work now if the first attempt never arrived). Still no answer: an `unresolved` ApiError.
 */
async function sendChecked<T>(
  endpoint: Endpoint<T>,
  params: Params,
  options: CallOptions,
  onChecking: () => void,
): Promise<ApiResult<T>> {
  try {
    return await send(endpoint, params, options);
  } catch (error) {
    if (!endpoint.money || !unanswered(error)) throw error;
    onChecking();
    const checking = notify.loading(i18next.t('common:intent.checking'));
    let last: ApiError = error;
    try {
      for (const ms of RECHECK_DELAYS_MS) {
        await pause(ms, options.signal);
        if (options.signal?.aborted) break;
        try {
          const timeoutMs = Math.min(options.timeoutMs ?? RECHECK_TIMEOUT_MS, RECHECK_TIMEOUT_MS);
          const result = await send(endpoint, params, { ...options, timeoutMs });
          if (result.ok) notify.toast(i18next.t('common:intent.done'), { kind: 'success' });
          return result;
        } catch (again) {
          if (!unanswered(again)) throw again;
          last = again;
        }
      }
    } finally {
      notify.hide(checking);
    }
    throw new ApiError(last.kind, last.path, last.message, {
      ...(last.status === undefined ? {} : { status: last.status }),
      unresolved: true,
    });
  }
}

/**
 * The specification's common behaviour on top of `send`: optional loading toast, the server's
 * message toasted on failure while the result still reaches the caller, and an expired session
 * sending the borrower to the app's login through the bridge instead of a broken page.
 */
export async function request<T>(
  endpoint: Endpoint<T>,
  params: Params = {},
  options: CallOptions = {},
): Promise<ApiResult<T>> {
  let loadingId = options.loading ? notify.loading(i18next.t('common:loading')) : null;
  try {
    const result = await sendChecked(endpoint, params, options, () => {
      if (loadingId !== null) notify.hide(loadingId);
      loadingId = null;
    });
    if (!result.ok) {
      if (sessionExpired(result.code)) {
        notify.toast(i18next.t('common:errors.session'), { kind: 'error' });
        // The borrower's drafts and identity go before the shell takes over the login.
        forgetIdentity();
        void bridge.logout({}).catch(() => undefined);
        throw new ApiError('session', endpoint.path, result.message, { code: result.code });
      }
      if (!options.silent)
        notify.toast(result.message || i18next.t('common:errors.server'), { kind: 'error' });
    }
    return result;
  } finally {
    if (loadingId !== null) notify.hide(loadingId);
  }
}

/** For queries: the data, or an ApiError (kind `server` for a non-success code). */
export async function fetchData<T>(
  endpoint: Endpoint<T>,
  params: Params = {},
  options: CallOptions = {},
): Promise<T> {
  const result = await request(endpoint, params, options);
  if (!result.ok)
    throw new ApiError('server', endpoint.path, result.message, { code: result.code });
  return result.data;
}
