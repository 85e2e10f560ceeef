import { reloadIfReachable } from '../reload';
import { ApiError } from './api-error';
import type { WireConfig } from './axios-transport';
import type { Params, Wire } from './wire-format';

// The pipeline's transport step (call-pipeline.ts): the call on the wire through axios
// (axios-transport.ts), loaded with the first call that has to go out, so a page whose first read
// came early paints its data before axios has downloaded.

type AxiosTransport = typeof import('./axios-transport');
let loading: Promise<AxiosTransport> | null = null;
let loaded: AxiosTransport | null = null;
let failures = 0;

/**
 * axios, loaded now (by the first call that goes out, or ahead of it). A failed download is tried
 * again by the next call; when that fails too, the document loads again if the network answers
 * (engines that keep a failed download would fail every call after it: lib/reload),
 * and the call never settles. Nothing went out, so no call is made twice.
 */
export function preloadWire(): Promise<AxiosTransport> {
  loading ??= import('./axios-transport').then(
    (m) => {
      loaded = m;
      return m;
    },
    async (error: unknown) => {
      loading = null;
      failures += 1;
      if (failures > 1 && (await reloadIfReachable(window)))
        return new Promise<never>(() => undefined);
      throw error;
    },
  );
  return loading;
}

/** The step: sends the call and resolves with the body of its answer. */
export async function transmit(
  endpoint: Wire,
  params: Params,
  config: WireConfig,
): Promise<unknown> {
  return (await (await preloadWire()).transmit(endpoint, params, config)).data;
}

/**
 * The ApiError of a failure on the wire: axios' own (it can only fail once it has loaded), or a
 * failed download of axios, a network failure for the borrower.
 */
export function wireFailure(error: unknown, path: string): ApiError {
  return (
    loaded?.axiosFailure(error, path) ??
    new ApiError('network', path, error instanceof Error ? error.message : String(error))
  );
}
