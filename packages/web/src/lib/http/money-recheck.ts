import { i18next } from '../i18n';
import { notify } from '../notify';
import { ApiError, isApiError } from './api-error';
import { type ApiResult, type Params, type RequestOptions, send } from './call-pipeline';
import type { Endpoint } from './endpoint';
import { isDefinitiveStatus } from './intent-key';

/** Waits before each check of an idempotent call whose answer was lost. */
export const RECHECK_DELAYS_MS = [1000, 3000];
/** A check is a quick question: it does not wait the full timeout of the first attempt. */
const RECHECK_TIMEOUT_MS = 15_000;

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
 * Sends a call (`send`, the pipeline); a money call whose answer is lost (timeout, dropped
 * connection, 5xx) then finds out what happened instead of leaving the borrower to tap again: it
 * asks again with the same Idempotency-Key, which the server answers with the first attempt's
 * stored answer (or does the work now if the first attempt never arrived). Still no answer: an
 * `unresolved` ApiError. `onChecking` runs when the checks start.
 */
export async function sendChecked<T>(
  endpoint: Endpoint<T>,
  params: Params,
  options: RequestOptions,
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
