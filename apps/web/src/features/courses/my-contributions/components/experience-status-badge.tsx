import { IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExperienceStatus } from '@campus/contracts';
import { StatusBadge } from '../../../../components/status-badge';

const icons: Record<ExperienceStatus, ReactNode> = {
  waiting: <IconClock size={12} aria-hidden />,
  approved: <IconCircleCheck size={12} aria-hidden />,
  rejected: <IconCircleX size={12} aria-hidden />,
};

/** A contribution's review status: a colour, an icon and the word, so colour is never the only sign. */
export function ExperienceStatusBadge({ status }: { status: ExperienceStatus }) {
  const { t } = useTranslation('course-detail');
  return (
    <StatusBadge
      status={status}
      label={t(`contributions.statuses.${status}`)}
      leftSection={icons[status]}
      style={{ whiteSpace: 'nowrap', maxWidth: 'none', flexShrink: 0 }}
    />
  );
}
