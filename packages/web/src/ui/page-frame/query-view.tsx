import type { ReactNode } from 'react';
import { useKitActions } from '../kit-actions/kit-actions';
import { Loading, PageLoading } from '../loading/loading';
import { ErrorState } from '../state/error-state';

/** What the frame reads from a query (a TanStack query result fits as is). */
export interface FrameQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching?: boolean;
  refetch: () => Promise<unknown>;
}

export interface QueryViewProps<T> {
  query: FrameQuery<T>;
  /** Renders the loaded data. */
  children: (data: T) => ReactNode;
  /** Shows a Back button beside Retry. */
  onBack?: () => void;
  /** Shown below the error (a way on that needs no data). */
  errorExtra?: ReactNode;
  /** The error's sentence when the page knows better than the kit (defaults to the ApiError kind's). */
  errorMessage?: (error: unknown) => string;
  /** `page`: the fixed-size page skeleton (default); `inline`: a small spinner for a section. */
  size?: 'page' | 'inline';
}

/**
 * One query's three states: loading, the error (its message by kind, Retry calling `refetch`), or
 * the content. The page frame uses it for the page; a page uses it for a section of its own.
 */
export function QueryView<T>({
  query,
  children,
  onBack,
  errorExtra,
  errorMessage,
  size = 'page',
}: QueryViewProps<T>) {
  const { describeError } = useKitActions();
  if (query.isPending) return size === 'page' ? <PageLoading /> : <Loading />;
  if (query.isError || query.data === undefined)
    return (
      <>
        <ErrorState
          message={(errorMessage ?? describeError)(query.error)}
          onRetry={() => void query.refetch()}
          onBack={onBack}
        />
        {errorExtra}
      </>
    );
  return <>{children(query.data)}</>;
}
