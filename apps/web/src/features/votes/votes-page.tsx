import { useState } from 'react';
import { Button, EmptyState, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PaginationQuery, VoteQuestion } from '@campus/contracts';
import { ErrorAlert } from '../../components/error-alert';
import { useFormatDate } from '../../lib/format-date';
import { useErrorMessage } from '../../lib/use-error-message';
import { useCastVote, usePublishedQuestions } from './api';
import { QuestionResults } from './components/question-results';
import { PageFrame } from '../../components/page-frames/page-frame';
import { LoadingState } from '../../components/loading-state';
import { PagedList } from '../../components/paged-list';

function QuestionCard({ question }: { question: VoteQuestion }) {
  const { t } = useTranslation('votes');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const cast = useCastVote();
  const [choice, setChoice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const headingId = `vote-${question.question_id}`;

  async function onVote() {
    setFailure(null);
    if (choice === null) {
      setMissing(true);
      return;
    }
    try {
      await cast.mutateAsync({
        params: { question_id: question.question_id },
        body: { option_id: choice },
      });
      notifications.show({ color: 'green', message: t('vote.done') });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {question.title}
          </Title>
          {question.description === null ? null : (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {question.description}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {question.closes_at === null
              ? t('vote.published', {
                  date: formatDate(question.published_at ?? question.created_at),
                })
              : t('vote.closes', { date: formatDate(question.closes_at, true) })}
          </Text>
        </Stack>
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        {question.can_vote ? (
          <Stack gap="sm">
            <Radio.Group
              label={t('vote.choose')}
              value={choice}
              error={missing ? t('vote.chooseFirst') : null}
              onChange={(value) => {
                setChoice(value);
                setMissing(false);
              }}
            >
              <Stack gap="xs" mt="xs">
                {question.options.map((option) => (
                  <Radio key={option.option_id} value={option.option_id} label={option.label} />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button
                loading={cast.isPending}
                aria-label={t('vote.submitLabel', { title: question.title })}
                onClick={() => {
                  void onVote();
                }}
              >
                {t('vote.submit')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <QuestionResults question={question} />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * `/admin/vote/all` (every signed-in person): the published questions with
 * live results (refreshed every 5 s while visible); vote once on each.
 */
export function VotesPage() {
  const { t } = useTranslation('votes');
  const [params, setParams] = useState<PaginationQuery>({ page: 1, page_size: 10 });
  const questions = usePublishedQuestions(params);

  return (
    <PageFrame
      title={t('list.title')}
      lead={t('list.lead')}
      actions={
        <Button
          component={Link}
          to="/vote/question/add"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('list.propose')}
        </Button>
      }
    >
      <PagedList
        query={questions}
        params={params}
        update={(patch) => {
          setParams((current) => ({ ...current, ...patch }));
        }}
        loadFailed={t('list.loadFailed')}
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState
            icon={<IconChartBar size={28} aria-hidden />}
            withIndicatorBackground
            title={t('list.emptyTitle')}
            description={t('list.emptyDescription')}
          />
        }
      >
        {(data) =>
          data === undefined ? (
            <LoadingState heights={[180, 180]} />
          ) : (
            <Stack gap="md">
              {data.items.map((question) => (
                <QuestionCard key={question.question_id} question={question} />
              ))}
            </Stack>
          )
        }
      </PagedList>
    </PageFrame>
  );
}
