import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PoolQuestion } from '@campus/contracts';
import { AuthorLine } from '../components/author-line';
import { PoolQuestionBadges } from '../components/status-badges';

interface QuestionListItemProps {
  question: PoolQuestion;
  groupLabel: string | undefined;
  /** Where the title links: the thread. */
  to: string;
}

/** A question in the pool's list: title (a link to the thread), status, group, who, replies. */
export function QuestionListItem({ question, groupLabel, to }: QuestionListItemProps) {
  const { t } = useTranslation('questions');
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap={6}>
        <PoolQuestionBadges status={question.status} groupLabel={groupLabel} />
        <Anchor component={Link} to={to} fw={600} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {question.title}
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {question.content}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <AuthorLine
            author={question.author}
            isMine={question.is_mine}
            createdAt={question.created_at}
          />
          <Group gap={4} wrap="nowrap">
            <IconMessage size={16} aria-hidden />
            <Text size="sm">{t('pool.replyCount', { count: question.reply_count })}</Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
