import { useTranslation } from 'react-i18next';
import type { QbQuizStatus } from '@campus/contracts';
import { StatusBadge } from '../../../components/status-badge';

/** A quiz's or a bundle's status (both have draft, published and archived). */
export function QbStatusBadge({ status }: { status: QbQuizStatus }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  return <StatusBadge status={status} label={t(`statuses.${status}`)} />;
}
