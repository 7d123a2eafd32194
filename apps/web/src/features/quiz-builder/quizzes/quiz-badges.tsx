import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QbQuizStatus } from '@campus/contracts';

const statusColors: Readonly<Record<QbQuizStatus, string>> = {
  draft: 'gray',
  published: 'green',
  archived: 'orange',
};

/** A quiz's or a bundle's status (both have draft, published and archived). */
export function QbStatusBadge({ status }: { status: QbQuizStatus }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  return (
    <Badge variant="light" color={statusColors[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
