import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '../../../components/load-error-state';
import { statusOf } from '../../../lib/problem-error';

/** A user that could not be read: 'not found' for a 404, else the failure with a Retry button. */
export function UserLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin-users');
  return statusOf(error) === 404 ? (
    <Alert color="gray" variant="light" title={t('detail.notFoundTitle')} role="alert">
      {t('detail.notFound')}
    </Alert>
  ) : (
    <LoadErrorState title={t('detail.loadFailed')} error={error} onRetry={onRetry} />
  );
}
