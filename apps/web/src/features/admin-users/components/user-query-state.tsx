import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@campus/contracts';
import { LoadingState } from '../../../components/loading-state';
import { QueryState } from '../../../components/query-state';
import type { RetryableRead } from '../../../components/load-error-state';
import { statusOf } from '../../../lib/problem-error';

interface UserQueryStateProps {
  query: RetryableRead & { data: AdminUser | undefined; isError: boolean };
  /** The heights of the placeholder blocks while the user loads. */
  loading: readonly number[];
  children: (user: AdminUser) => ReactNode;
}

/** The read of one user: 'not found' for a 404, else loading, the failure with Retry, or the user. */
export function UserQueryState({ query, loading, children }: UserQueryStateProps) {
  const { t } = useTranslation('admin-users');
  if (query.data === undefined && query.isError && statusOf(query.error) === 404) {
    return (
      <Alert color="gray" variant="light" title={t('detail.notFoundTitle')} role="alert">
        {t('detail.notFound')}
      </Alert>
    );
  }
  return (
    <QueryState
      query={query}
      loadFailed={t('detail.loadFailed')}
      loading={<LoadingState heights={loading} />}
    >
      {children}
    </QueryState>
  );
}
