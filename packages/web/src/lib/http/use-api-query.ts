import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { Params } from './client';
import { takeArrivedData } from './client';
import type { Endpoint } from './endpoint';
import { type CallOptions, fetchData } from './request';

/** Server state for one endpoint in the query cache, keyed by path and params. */
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
