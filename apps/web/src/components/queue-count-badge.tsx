import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * How many items wait in a moderation queue, beside the queue's tab. Nothing
 * while the count loads or when the queue is empty.
 */
export function QueueCountBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation('common');
  if (count === undefined || count === 0) return null;
  const label = t('queue.waiting', { count });
  return (
    <Badge size="sm" circle={count < 10} variant="filled" aria-label={label} title={label}>
      {count > 999 ? '999+' : count}
    </Badge>
  );
}
