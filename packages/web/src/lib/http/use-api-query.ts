import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { Params } from './client';
import type { Endpoint } from './endpoint';
import { type CallOptions, fetchData } from './request';

/** Server state for one endpoint in the query cache, keyed by path and params. */
export function useApiQuery<T>(
  endpoint: Endpoint<T>,
  params: Params,
  options: CallOptions & Pick<UseQueryOptions<T>, 'enabled' | 'staleTime'> = {},
) {
  const { enabled, staleTime, ...call } = options;
  return useQuery<T>({
    queryKey: [endpoint.path, params],
    queryFn: ({ signal }) => fetchData(endpoint, params, { ...call, signal }),
    ...(enabled === undefined ? {} : { enabled }),
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}
