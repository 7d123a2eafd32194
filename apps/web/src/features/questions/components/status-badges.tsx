import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PoolStatus, QaStatus } from '@campus/contracts';

const poolColors: Record<PoolStatus, string> = { open: 'blue', answered: 'green', closed: 'gray' };
const qaColors: Record<QaStatus, string> = {
  answered: 'green',
  pending: 'yellow',
  in_review: 'violet',
};

/** A pool question's status: open, answered or closed. */
export function PoolStatusBadge({ status }: { status: PoolStatus }) {
  const { t } = useTranslation('questions');
  return (
    <Badge variant="light" color={poolColors[status]}>
      {t(`pool.status.${status}`)}
    </Badge>
  );
}

/** A Q&A bank entry's status: answered, pending or in review. */
export function QaStatusBadge({ status }: { status: QaStatus }) {
  const { t } = useTranslation('questions');
  return (
    <Badge variant="light" color={qaColors[status]}>
      {t(`bank.status.${status}`)}
    </Badge>
  );
}
