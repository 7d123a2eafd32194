import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconCircleCheck,
  IconEdit,
  IconLock,
  IconLockOpen,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  poolQuestionPolicy,
  type PoolGroup,
  type PoolQuestion,
  type PoolReply,
  type PoolStatus,
} from '@campus/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingState } from '../../../components/loading-state';
import { statusOf } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import {
  useDeleteQuestion,
  useDeleteReply,
  useReplies,
  useSetQuestionStatus,
  useThread,
} from '../api';
import { ReplyForm } from '../components/reply-form';
import { ThreadView } from '../components/thread-view';
import { groupName, useLanguage } from '../language';

interface ThreadPanelProps {
  questionId: string;
  viewer: string;
  isModerator: boolean;
  groups: readonly PoolGroup[];
  onBack: () => void;
  onEdit: (question: PoolQuestion) => void;
}

type Pending = { kind: 'question' } | { kind: 'reply'; reply: PoolReply };

/** One thread of the pool, with what the reader may do there. */
export function ThreadPanel({
  questionId,
  viewer,
  isModerator,
  groups,
  onBack,
  onEdit,
}: ThreadPanelProps) {
  const { t } = useTranslation('questions');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const thread = useThread(viewer, questionId);
  const [repliesPage, setRepliesPage] = useState(1);
  const laterReplies = useReplies(viewer, questionId, repliesPage);
  const setStatus = useSetQuestionStatus();
  const removeQuestion = useDeleteQuestion();
  const removeReply = useDeleteReply();
  const [confirming, setConfirming] = useState<Pending | null>(null);

  const back = (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      onClick={onBack}
      w="fit-content"
    >
      {t('pool.backToList')}
    </Button>
  );

  if (thread.isError) {
    return (
      <Stack gap="md">
        {back}
        <LoadErrorState
          title={statusOf(thread.error) === 404 ? t('pool.notFound') : t('pool.threadLoadFailed')}
          query={thread}
        />
      </Stack>
    );
  }
  if (thread.data === undefined) {
    return <LoadingState heights={[200, 80]} />;
  }
  const { question } = thread.data;
  const replies =
    repliesPage === 1 ? thread.data.replies : (laterReplies.data ?? thread.data.replies);
  const group = groups.find((candidate) => candidate.group_id === question.group_id);
  const canChange = poolQuestionPolicy.mayChange({
    isAsker: question.is_mine,
    status: question.status,
    replyCount: question.reply_count,
  });

  function changeStatus(status: PoolStatus) {
    setStatus.mutate(
      { params: { question_id: questionId }, body: { status } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t(`pool.statusChanged.${status}`) });
        },
        onError: (error) => {
          notifications.show({ color: 'red', message: errorMessage(error) });
        },
      },
    );
  }

  function confirm() {
    if (confirming === null) return;
    if (confirming.kind === 'question') {
      removeQuestion.mutate(
        { params: { question_id: questionId } },
        {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              message: question.is_mine ? t('pool.withdrawn') : t('pool.deleted'),
            });
            setConfirming(null);
            onBack();
          },
        },
      );
      return;
    }
    removeReply.mutate(
      { params: { reply_id: confirming.reply.reply_id } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('pool.replyDeleted') });
          setConfirming(null);
        },
      },
    );
  }

  const questionActions = (
    <Group gap="xs" wrap="wrap">
      {question.is_mine && question.status === 'open' ? (
        <Button
          size="xs"
          variant="light"
          color="green"
          leftSection={<IconCircleCheck size={16} aria-hidden />}
          loading={setStatus.isPending}
          onClick={() => {
            changeStatus('answered');
          }}
        >
          {t('pool.markAnswered')}
        </Button>
      ) : null}
      {question.is_mine && question.status === 'answered' && !isModerator ? (
        <Button
          size="xs"
          variant="default"
          loading={setStatus.isPending}
          onClick={() => {
            changeStatus('open');
          }}
        >
          {t('pool.markOpen')}
        </Button>
      ) : null}
      {canChange ? (
        <>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={() => {
              onEdit(question);
            }}
          >
            {tCommon('actions.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => {
              setConfirming({ kind: 'question' });
            }}
          >
            {t('pool.withdraw')}
          </Button>
        </>
      ) : null}
      {isModerator ? (
        <>
          <Button
            size="xs"
            variant="default"
            leftSection={
              question.status === 'closed' ? (
                <IconLockOpen size={16} aria-hidden />
              ) : (
                <IconLock size={16} aria-hidden />
              )
            }
            loading={setStatus.isPending}
            onClick={() => {
              changeStatus(question.status === 'closed' ? 'open' : 'closed');
            }}
          >
            {question.status === 'closed' ? t('pool.reopen') : t('pool.close')}
          </Button>
          {canChange ? null : (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => {
                setConfirming({ kind: 'question' });
              }}
            >
              {t('pool.deleteQuestion')}
            </Button>
          )}
        </>
      ) : null}
    </Group>
  );

  const pendingRemoval = removeQuestion.isPending || removeReply.isPending;
  const removalError = removeQuestion.error ?? removeReply.error;

  return (
    <Stack gap="md">
      {back}
      <ThreadView
        question={question}
        replies={replies}
        groupLabel={group === undefined ? undefined : groupName(group, language)}
        questionActions={questionActions}
        replyActions={
          isModerator
            ? (reply) => (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('pool.deleteReply')}
                  onClick={() => {
                    setConfirming({ kind: 'reply', reply });
                  }}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )
            : undefined
        }
        onRepliesPage={setRepliesPage}
        footer={
          question.status === 'closed' ? (
            <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />}>
              {t('pool.closedNotice')}
            </Alert>
          ) : (
            <ReplyForm questionId={questionId} />
          )
        }
      />
      <ConfirmDialog
        opened={confirming !== null}
        title={
          confirming?.kind === 'reply'
            ? t('pool.deleteReply')
            : question.is_mine && !isModerator
              ? t('pool.withdraw')
              : t('pool.deleteQuestion')
        }
        body={
          confirming?.kind === 'reply'
            ? t('pool.deleteReplyQuestion')
            : t('pool.deleteQuestionQuestion', { title: question.title })
        }
        confirmLabel={tCommon('actions.delete')}
        confirmColor="red"
        pending={pendingRemoval}
        error={removalError}
        onConfirm={confirm}
        onClose={() => {
          removeQuestion.reset();
          removeReply.reset();
          setConfirming(null);
        }}
      />
    </Stack>
  );
}
