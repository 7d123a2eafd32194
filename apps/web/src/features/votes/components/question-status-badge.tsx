import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VoteQuestionStatus } from '@campus/contracts';

const colors: Record<VoteQuestionStatus, string> = {
  proposed: 'yellow',
  published: 'green',
  rejected: 'red',
  closed: 'gray',
};

export function QuestionStatusBadge({ status }: { status: VoteQuestionStatus }) {
  const { t } = useTranslation('votes');
  return (
    <Badge color={colors[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
