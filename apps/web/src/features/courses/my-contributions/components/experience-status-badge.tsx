import { Badge } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExperienceStatus } from '@campus/contracts';

const looks: Record<ExperienceStatus, { color: string; icon: ReactNode }> = {
  waiting: { color: 'yellow', icon: <IconClock size={12} aria-hidden /> },
  approved: { color: 'green', icon: <IconCircleCheck size={12} aria-hidden /> },
  rejected: { color: 'red', icon: <IconCircleX size={12} aria-hidden /> },
};

/** A contribution's review status: a colour, an icon and the word, so colour is never the only sign. */
export function ExperienceStatusBadge({ status }: { status: ExperienceStatus }) {
  const { t } = useTranslation('course-detail');
  const look = looks[status];
  return (
    <Badge
      color={look.color}
      variant="light"
      leftSection={look.icon}
      style={{ whiteSpace: 'nowrap', maxWidth: 'none', flexShrink: 0 }}
    >
      {t(`contributions.statuses.${status}`)}
    </Badge>
  );
}
