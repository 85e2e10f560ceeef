import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type CallOptions, fetchData } from './call-feedback';
import { type Params, takeArrivedData } from './call-pipeline';
import type { Endpoint } from './endpoint';
import type { PageCall } from './page-call';

/**
 * Server state for one endpoint in the query cache, keyed by path and params: the top of the
 * request path (call-feedback.ts, money-recheck.ts, call-pipeline.ts and its steps below).
 */
export function useApiQuery<T>(
  endpoint: Endpoint<T>,
  params: Params,
  options: CallOptions &
    Pick<UseQueryOptions<T>, 'enabled' | 'staleTime'> & {
      /**
       * The call creates something (e.g. a virtual account): fetched once while the page is open,
       * never again by itself (not on resume, focus or reconnect); `refetch()` asks for another.
       */
      oncePerVisit?: boolean;
    } = {},
) {
  const { enabled, staleTime, oncePerVisit, ...call } = options;
  return useQuery<T>({
    queryKey: [endpoint.path, params],
    queryFn: ({ signal }) => fetchData(endpoint, params, { ...call, signal }),
    // The page's early read, when it has already arrived: the first render shows the data.
    initialData: () => takeArrivedData(endpoint, params),
    ...(enabled === undefined ? {} : { enabled }),
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(oncePerVisit
      ? {
          meta: { oncePerVisit: true },
          staleTime: Number.POSITIVE_INFINITY,
          refetchOnWindowFocus: false,
          refetchOnReconnect: false,
        }
      : {}),
  });
}

/**
 * The query of a page's declared call for the page's parameters: the same method, path and params
 * as its early read, so it adopts that answer; nothing is sent while the parameters cannot make it.
 */
export function useCallQuery<P, T>(
  endpoint: Endpoint<T>,
  call: PageCall<P>,
  page: P,
  options: Parameters<typeof useApiQuery<T>>[2] = {},
) {
  const params = call.params(page);
  return useApiQuery(endpoint, params ?? {}, {
    ...options,
    enabled: params !== null && options.enabled !== false,
  });
}
