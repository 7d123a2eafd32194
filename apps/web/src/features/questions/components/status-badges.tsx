import { useTranslation } from 'react-i18next';
import type { PoolStatus, QaStatus } from '@campus/contracts';
import { StatusBadge } from '../../../components/status-badge';

/** A pool question's status: open, answered or closed. */
export function PoolStatusBadge({ status }: { status: PoolStatus }) {
  const { t } = useTranslation('questions');
  return <StatusBadge status={status} label={t(`pool.status.${status}`)} />;
}

/** A Q&A bank entry's status: answered, pending or in review. */
export function QaStatusBadge({ status }: { status: QaStatus }) {
  const { t } = useTranslation('questions');
  return <StatusBadge status={status} label={t(`bank.status.${status}`)} />;
}
