import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InformationProjectStatus } from '@campus/contracts';

const statusColors: Readonly<Record<InformationProjectStatus, string>> = {
  draft: 'yellow',
  published: 'green',
  archived: 'gray',
  deleted: 'red',
};

/** A project's status, for moderators. */
export function ProjectStatusBadge({ status }: { status: InformationProjectStatus }) {
  const { t } = useTranslation('information');
  return (
    <Badge color={statusColors[status]} variant="light">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
