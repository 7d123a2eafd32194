import type { ReactNode } from 'react';
import { statusOf } from '../lib/problem-error';
import { ErrorAlert } from './error-alert';
import { LoadErrorState, type RetryableRead } from './load-error-state';
import { LoadingState } from './loading-state';

interface QueryStateProps<T> {
  /** The read (a TanStack Query result). */
  query: RetryableRead & { data: T | undefined; isError: boolean };
  /** The alert's heading when the read failed (with Retry). */
  loadFailed: string;
  /** The sentence when the API answers 404; a failed read otherwise. */
  notFound?: string;
  /** Shown while the first answer loads; placeholder blocks by default. */
  loading?: ReactNode;
  /** The loaded answer. A failed refetch keeps showing it. */
  children: (data: T) => ReactNode;
}

/** The three states of one read: a failure with Retry (or "not found"), loading, the answer. */
export function QueryState<T>({
  query,
  loadFailed,
  notFound,
  loading,
  children,
}: QueryStateProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    if (notFound !== undefined && statusOf(query.error) === 404) {
      return <ErrorAlert>{notFound}</ErrorAlert>;
    }
    return <LoadErrorState title={loadFailed} query={query} />;
  }
  return loading ?? <LoadingState />;
}
