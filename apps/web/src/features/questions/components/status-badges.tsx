import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PoolStatus, QaStatus } from '@campus/contracts';
import { StatusBadge } from '../../../components/status-badge';

/** A pool question's status: open, answered or closed. */
export function PoolStatusBadge({ status }: { status: PoolStatus }) {
  const { t } = useTranslation('questions');
  return <StatusBadge status={status} label={t(`pool.status.${status}`)} />;
}

/** The badges over a pool question: its status, its group when shown, and whether it was asked anonymously. */
export function PoolQuestionBadges({
  status,
  groupLabel,
  anonymous = false,
}: {
  status: PoolStatus;
  /** The group's name; left out where the group goes without saying. */
  groupLabel?: string;
  anonymous?: boolean;
}) {
  const { t } = useTranslation('questions');
  return (
    <Group gap="xs" wrap="wrap">
      <PoolStatusBadge status={status} />
      {groupLabel === undefined ? null : (
        <Badge variant="outline" color="gray">
          {groupLabel}
        </Badge>
      )}
      {anonymous ? (
        <Badge variant="light" color="grape">
          {t('pool.askedAnonymously')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** A Q&A bank entry's status: answered, pending or in review. */
export function QaStatusBadge({ status }: { status: QaStatus }) {
  const { t } = useTranslation('questions');
  return <StatusBadge status={status} label={t(`bank.status.${status}`)} />;
}
