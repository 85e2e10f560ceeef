import { i18next } from '../i18n';
import { notify } from '../notify';
import { ApiError } from './api-error';
import type { ApiResult, Params, RequestOptions } from './call-pipeline';
import type { Endpoint } from './endpoint';
import { sendChecked } from './money-recheck';
import { endSession, isSessionExpired } from './session-expiry';

export interface CallOptions extends RequestOptions {
  /** Show the loading toast while the call runs. */
  loading?: boolean;
  /** Do not toast the server's message on a non-success code (the caller shows it itself). */
  silent?: boolean;
}

/**
 * A call with what the borrower sees of it, the specification's common behaviour: an optional
 * loading toast, the server's message toasted on failure while the result still reaches the
 * caller, and an expired session sending the borrower to the app's login (session-expiry.ts)
 * instead of a broken page. Below it: money-recheck.ts, then the pipeline (call-pipeline.ts).
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
      if (isSessionExpired(result.code)) {
        notify.toast(i18next.t('common:errors.session'), { kind: 'error' });
        endSession();
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
