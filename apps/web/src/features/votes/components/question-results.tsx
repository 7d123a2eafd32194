import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VoteQuestion } from '@campus/contracts';

/** The options with their counts and percentages as bars; the caller's choice is marked. */
export function QuestionResults({ question }: { question: VoteQuestion }) {
  const { t } = useTranslation('votes');
  return (
    <Stack gap="xs" role="list" aria-label={t('results.label', { title: question.title })}>
      {question.options.map((option) => {
        const isMine = option.option_id === question.my_option_id;
        return (
          <Stack key={option.option_id} gap={4} role="listitem">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Group gap={6} wrap="wrap">
                <Text size="sm" fw={isMine ? 700 : 400} style={{ overflowWrap: 'anywhere' }}>
                  {option.label}
                </Text>
                {isMine ? (
                  <Badge
                    size="xs"
                    variant="light"
                    leftSection={<IconCheck size={10} aria-hidden />}
                  >
                    {t('results.yourVote')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('results.count', { count: option.count, percentage: option.percentage })}
              </Text>
            </Group>
            <Progress
              value={option.percentage}
              color={isMine ? undefined : 'gray'}
              aria-label={t('results.bar', { label: option.label, percentage: option.percentage })}
            />
          </Stack>
        );
      })}
      <Text size="xs" c="dimmed">
        {t('results.total', { count: question.total_votes })}
      </Text>
    </Stack>
  );
}
