import { ApiError } from './api-error';
import type { RequestOptions } from './call-pipeline';
import { deadline } from './deadline';
import { preloadWire } from './transmit';
import {
  clean,
  getQuery,
  HTTP_TIMEOUT_MS,
  identityHeaders,
  type Params,
  type Wire,
} from './wire-format';

/**
 * A picture from the API (registration's captcha), fetched by the client rather than by an
 * `<img>`: it carries the identity's and its own credentials in headers, never in its URL. Shown
 * from the Blob (an object URL). Rejects with an ApiError as `send` does: network, timeout, HTTP
 * status, or an answer that is not an image (malformed).
 */
export async function requestImage(
  endpoint: Wire,
  params: Params,
  options: RequestOptions = {},
): Promise<Blob> {
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const limit = deadline(timeoutMs, options.signal);
  try {
    const wire = await preloadWire();
    try {
      const { query, headers } = getQuery(clean(params));
      const response = await wire.http().get<Blob>(endpoint.path, {
        signal: limit.signal,
        timeout: timeoutMs,
        params: query,
        headers: { ...identityHeaders(), ...headers },
        responseType: 'blob',
      });
      // Anything but a picture (an error page, an envelope) is a malformed answer.
      const type = String(response.headers['content-type'] ?? '');
      if (!type.startsWith('image/') || !(response.data instanceof Blob))
        throw new ApiError('malformed', endpoint.path, `not an image: ${type || 'no type'}`);
      return response.data;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (limit.timedOut()) throw new ApiError('timeout', endpoint.path, 'timeout');
      throw (
        wire.axiosFailure(error, endpoint.path) ??
        new ApiError('network', endpoint.path, String(error))
      );
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // The wire itself could not be loaded: a network failure for the borrower.
    throw new ApiError('network', endpoint.path, error instanceof Error ? error.message : 'wire');
  } finally {
    limit.clear();
  }
}
