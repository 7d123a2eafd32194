import { useState } from 'react';
import { Button, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  voteLimits,
  voteQuestionStatuses,
  voteRejectBodySchema,
  type VoteQuestion,
  type VoteQuestionStatus,
  type VoteReviewQuery,
} from '@campus/contracts';
import { ErrorAlert } from '../../components/error-alert';
import { NoteDialog } from '../../components/note-dialog';
import { ReviewCard } from '../../components/review-card';
import { useFormatDate } from '../../lib/format-date';
import { useErrorMessage } from '../../lib/use-error-message';
import { useCloseQuestion, usePublishQuestion, useRejectQuestion, useVoteQueue } from './api';
import { QuestionResults } from './components/question-results';
import { QuestionStatusBadge } from './components/question-status-badge';
import { QueueList } from '../../components/queue-list';

function isStatus(value: string): value is VoteQuestionStatus {
  return (voteQuestionStatuses as readonly string[]).includes(value);
}

function QueueItem({ question, onReject }: { question: VoteQuestion; onReject: () => void }) {
  const { t } = useTranslation('votes');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const publish = usePublishQuestion();
  const close = useCloseQuestion();
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: 'publish' | 'close') {
    setFailure(null);
    try {
      await (action === 'publish' ? publish : close).mutateAsync({
        params: { question_id: question.question_id },
      });
      notifications.show({
        color: 'green',
        message: t(action === 'publish' ? 'review.published' : 'review.closed'),
      });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <ReviewCard
      title={question.title}
      level={null}
      aside={<QuestionStatusBadge status={question.status} />}
      note={
        question.review_note === null ? null : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('mine.note', { note: question.review_note })}
          </Text>
        )
      }
      actions={
        question.status === 'proposed' ? (
          <>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={t('review.rejectLabel', { title: question.title })}
              onClick={onReject}
            >
              {t('review.reject')}
            </Button>
            <Button
              size="xs"
              loading={publish.isPending}
              aria-label={t('review.publishLabel', { title: question.title })}
              onClick={() => {
                void run('publish');
              }}
            >
              {t('review.publish')}
            </Button>
          </>
        ) : question.status === 'published' ? (
          <Button
            size="xs"
            variant="default"
            loading={close.isPending}
            aria-label={t('review.closeLabel', { title: question.title })}
            onClick={() => {
              void run('close');
            }}
          >
            {t('review.close')}
          </Button>
        ) : null
      }
    >
      {question.description === null ? null : (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {question.description}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('review.proposedOn', { date: formatDate(question.created_at, true) })}
      </Text>
      {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
      {question.status === 'proposed' ? (
        <Stack gap={2} component="ol" pl="md" my={0}>
          {question.options.map((option) => (
            <Text key={option.option_id} component="li" size="sm">
              {option.label}
            </Text>
          ))}
        </Stack>
      ) : (
        <QuestionResults question={question} />
      )}
    </ReviewCard>
  );
}

/** The moderators' voting tab: proposed questions to publish or reject, published ones to close. */
export function VotesModerationPanel() {
  const { t } = useTranslation('votes');
  const [params, setParams] = useState<VoteReviewQuery>({
    status: 'proposed',
    page: 1,
    page_size: 10,
  });
  const queue = useVoteQueue(params);
  const [rejecting, setRejecting] = useState<VoteQuestion | null>(null);
  const reject = useRejectQuestion();

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('review.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('review.lead')}
        </Text>
      </Stack>
      <SegmentedControl
        aria-label={t('review.statusFilter')}
        value={params.status}
        data={voteQuestionStatuses.map((status) => ({
          value: status,
          label: t(`status.${status}`),
        }))}
        onChange={(value) => {
          if (isStatus(value)) setParams((current) => ({ ...current, status: value, page: 1 }));
        }}
        style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
      />
      <QueueList
        query={queue}
        params={params}
        update={(patch) => {
          setParams((current) => ({ ...current, ...patch }));
        }}
        loadFailed={t('review.loadFailed')}
        skeleton={{ height: 140, count: 1 }}
        empty={<Text c="dimmed">{t('review.empty')}</Text>}
      >
        {(question) => (
          <QueueItem
            key={question.question_id}
            question={question}
            onReject={() => {
              setRejecting(question);
            }}
          />
        )}
      </QueueList>
      {rejecting === null ? null : (
        <NoteDialog
          opened
          title={t('review.rejectTitle')}
          body={rejecting.title}
          noteLabel={t('review.note')}
          noteHint={t('review.noteHint')}
          schema={voteRejectBodySchema}
          maxLength={voteLimits.reviewNoteMaxLength}
          requiredMessage={t('review.noteRequired')}
          submitLabel={t('review.reject')}
          submitColor="red"
          cancelLabel={t('review.cancel')}
          pending={reject.isPending}
          error={reject.error}
          onClose={() => {
            reject.reset();
            setRejecting(null);
          }}
          onSubmit={(note) => {
            reject.mutate(
              { params: { question_id: rejecting.question_id }, body: { note } },
              {
                onSuccess: () => {
                  notifications.show({ message: t('review.rejected') });
                  setRejecting(null);
                },
              },
            );
          }}
        />
      )}
    </Stack>
  );
}
