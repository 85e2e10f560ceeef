import type { PageParams, PageSpec } from '@hybrid-loan/bridge-sdk/contract';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { readPageParams } from './page-params';

/** The page's parameters, typed by its contract row (`usePageParams(PAGES.repay).orderId`). */
export function usePageParams<S extends PageSpec>(spec: S): PageParams<S> {
  const [query] = useSearchParams();
  // The path parameters' values as a key: the router may hand a new object for the same ones.
  const path = JSON.stringify(useParams());
  return useMemo(() => readPageParams(spec, query, JSON.parse(path)), [spec, query, path]);
}
