import { useState } from 'react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconMessage, IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '../../components/list-pagination';
import { LoadErrorState } from '../../components/load-error-state';
import { useFormatDate } from '../../lib/format-date';
import { usePoolQuestions } from './api/pool';
import { PoolStatusBadge } from './components/status-badges';
import { useQuestionsViewer } from './language';

/**
 * "My questions" for the signed-in person's space: their pool questions with
 * status and replies; anonymous ones are marked (only they see them here).
 */
export function MyQuestionsSection() {
  const { t } = useTranslation('questions');
  const { t: tCommon } = useTranslation('common');
  const formatDate = useFormatDate();
  const { viewer, ready } = useQuestionsViewer();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const signedIn = ready && viewer !== 'guest';
  const questions = usePoolQuestions(viewer, { mine: true, page, page_size: pageSize }, signedIn);
  const data = questions.data;
  if (!signedIn) return null;

  return (
    <Stack component="section" aria-labelledby="my-questions" gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3" id="my-questions">
          {t('mine.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mine.lead')}
        </Text>
      </Stack>
      {questions.isError && data === undefined ? (
        <LoadErrorState
          title={t('mine.loadFailed')}
          error={questions.error}
          onRetry={() => {
            void questions.refetch();
          }}
        />
      ) : data === undefined ? (
        <Stack gap="sm" role="status">
          <VisuallyHidden>{tCommon('actions.loading')}</VisuallyHidden>
          <Skeleton height={72} radius="md" aria-hidden />
        </Stack>
      ) : data.total === 0 ? (
        <EmptyState
          icon={<IconMessageQuestion size={28} aria-hidden />}
          withIndicatorBackground
          size="sm"
          title={t('mine.emptyTitle')}
          description={t('mine.emptyDescription')}
          py="lg"
        >
          <EmptyState.Actions>
            <Button component={Link} to="/questions" variant="default">
              {t('mine.toPool')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <>
          <Stack gap="sm">
            {data.items.map((question) => (
              <Card key={question.question_id} withBorder radius="md" padding="md">
                <Stack gap={6}>
                  <Group gap="xs" wrap="wrap">
                    <PoolStatusBadge status={question.status} />
                    {question.is_anonymous ? (
                      <Badge variant="light" color="grape">
                        {t('pool.askedAnonymously')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Anchor
                    component={Link}
                    to={`/questions?thread=${question.question_id}`}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {question.title}
                  </Anchor>
                  <Group gap="md" wrap="wrap">
                    <Group gap={4} wrap="nowrap">
                      <IconMessage size={16} aria-hidden />
                      <Text size="sm">{t('pool.replyCount', { count: question.reply_count })}</Text>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {formatDate(question.created_at)}
                    </Text>
                  </Group>
                </Stack>
              </Card>
            ))}
          </Stack>
          <ListPagination
            page={page}
            pageSize={pageSize}
            total={data.total}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPage(1);
              setPageSize(size);
            }}
          />
        </>
      )}
    </Stack>
  );
}
