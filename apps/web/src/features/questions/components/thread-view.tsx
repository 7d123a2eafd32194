import type { ReactNode } from 'react';
import { Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PoolQuestion, PoolReply, PoolReplyPage } from '@campus/contracts';
import { AuthorLine } from './author-line';
import { PoolQuestionBadges } from './status-badges';
import { BareList } from '../../../components/bare-list';

interface ThreadViewProps {
  question: PoolQuestion;
  replies: PoolReplyPage;
  groupLabel: string | undefined;
  /** Buttons under the question (mark answered, edit, close…). */
  questionActions?: ReactNode;
  /** A button beside a reply (a moderator's delete). */
  replyActions?: (reply: PoolReply) => ReactNode;
  onRepliesPage?: (page: number) => void;
  /** Under the replies: the reply form, or a call to sign in. */
  footer?: ReactNode;
}

/** A question and its replies, oldest first; texts shown as written (plain text). */
export function ThreadView({
  question,
  replies,
  groupLabel,
  questionActions,
  replyActions,
  onRepliesPage,
  footer,
}: ThreadViewProps) {
  const { t } = useTranslation('questions');
  const pages = Math.max(1, Math.ceil(replies.total / replies.page_size));
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="article" aria-labelledby="thread-title">
        <Stack gap="sm">
          <PoolQuestionBadges
            status={question.status}
            groupLabel={groupLabel}
            anonymous={question.is_anonymous}
          />
          <Title order={2} id="thread-title" fz={{ base: 'h3', sm: 'h2' }}>
            {question.title}
          </Title>
          <AuthorLine
            author={question.author}
            isMine={question.is_mine}
            createdAt={question.created_at}
          />
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {question.content}
          </Text>
          {questionActions}
        </Stack>
      </Card>

      <Stack gap="sm" component="section" aria-labelledby="thread-replies">
        <Group gap="xs">
          <IconMessages size={20} aria-hidden />
          <Title order={3} size="h4" id="thread-replies">
            {t('pool.repliesTitle', { count: replies.total })}
          </Title>
        </Group>
        {replies.total === 0 ? (
          <Text c="dimmed">{t('pool.noReplies')}</Text>
        ) : (
          <BareList ordered gap="sm">
            {replies.items.map((reply) => (
              <li key={reply.reply_id}>
                <Card withBorder radius="md" padding="md">
                  <Stack gap={6}>
                    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                      <AuthorLine
                        author={reply.author}
                        isAsker={reply.is_asker}
                        isMine={reply.is_mine}
                        createdAt={reply.created_at}
                      />
                      {replyActions?.(reply)}
                    </Group>
                    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {reply.content}
                    </Text>
                  </Stack>
                </Card>
              </li>
            ))}
          </BareList>
        )}
        {pages > 1 && onRepliesPage !== undefined ? (
          <Pagination
            total={pages}
            value={replies.page}
            onChange={onRepliesPage}
            size="sm"
            aria-label={t('pool.repliesPages')}
          />
        ) : null}
      </Stack>
      {footer}
    </Stack>
  );
}
