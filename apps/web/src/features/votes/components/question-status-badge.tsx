import { useTranslation } from 'react-i18next';
import type { VoteQuestionStatus } from '@campus/contracts';
import { StatusBadge } from '../../../components/status-badge';

export function QuestionStatusBadge({ status }: { status: VoteQuestionStatus }) {
  const { t } = useTranslation('votes');
  return <StatusBadge status={status} label={t(`status.${status}`)} />;
}
