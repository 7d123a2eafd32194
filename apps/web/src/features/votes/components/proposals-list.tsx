import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { VoteQuestion } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { useFormatDate } from '../../../lib/format-date';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useWithdrawProposal } from '../api';
import { QuestionStatusBadge } from './question-status-badge';

/** A person's proposals with their status, the moderator's note, and Withdraw while proposed. */
export function ProposalsList({ proposals }: { proposals: readonly VoteQuestion[] }) {
  const { t } = useTranslation('votes');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const withdraw = useWithdrawProposal();
  const [failure, setFailure] = useState<string | null>(null);

  async function onWithdraw(question: VoteQuestion) {
    setFailure(null);
    try {
      await withdraw.mutateAsync({ params: { question_id: question.question_id } });
      notifications.show({ message: t('mine.withdrawn') });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <Stack gap="sm">
      {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
      {proposals.map((question) => (
        <Paper
          key={question.question_id}
          withBorder
          radius="md"
          p="md"
          component="article"
          aria-label={question.title}
        >
          <Stack gap={6}>
            <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {question.title}
              </Text>
              <QuestionStatusBadge status={question.status} />
            </Group>
            <Text size="sm" c="dimmed">
              {t('mine.proposedOn', {
                date: formatDate(question.created_at),
                count: question.options.length,
              })}
            </Text>
            {question.status === 'published' || question.status === 'closed' ? (
              <Text size="sm">{t('results.total', { count: question.total_votes })}</Text>
            ) : null}
            {question.review_note === null ? null : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {t('mine.note', { note: question.review_note })}
              </Text>
            )}
            {question.status === 'proposed' ? (
              <Group justify="flex-end">
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={
                    withdraw.isPending &&
                    withdraw.variables.params.question_id === question.question_id
                  }
                  aria-label={t('mine.withdrawLabel', { title: question.title })}
                  onClick={() => {
                    void onWithdraw(question);
                  }}
                >
                  {t('mine.withdraw')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
