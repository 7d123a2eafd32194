import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCheck,
  IconCopy,
  IconPlayerStop,
  IconRefresh,
  IconThumbDown,
  IconThumbDownFilled,
  IconThumbUp,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { assistantPagePaths, type AssistantRating } from '@campus/contracts';
import { ProblemError } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { SafeMarkdown } from '../safe-markdown';
import type { ThreadAnswer } from '../thread-model';
import { AnswerFailedError } from '../use-answer-stream';
import classes from '../assistant.module.css';
import { CitationChips } from './citation-chips';
import { FeedbackModal } from './feedback-modal';

interface AnswerCardProps {
  answer: ThreadAnswer;
  /** "Answer 2 of 3" when a question was answered more than once. */
  position: { n: number; total: number } | null;
  /** True while any answer is being written: actions wait. */
  isBusy: boolean;
  onRegenerate: (() => void) | null;
  onRetry: () => void;
}

function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation('assistant');
  const errorMessage = useErrorMessage();
  return (error) => {
    if (error instanceof AnswerFailedError) return t('answer.failed');
    if (error instanceof ProblemError) return error.problem.detail;
    return error === null ? t('answer.failed') : errorMessage(error);
  };
}

/** One answer: its text with citations, its sources, and Copy, Regenerate and the thumbs. */
export function AnswerCard({ answer, position, isBusy, onRegenerate, onRetry }: AnswerCardProps) {
  const { t } = useTranslation('assistant');
  const clipboard = useClipboard({ timeout: 2000 });
  const failureText = useFailureText();
  const [rating, setRating] = useState<AssistantRating | null>(null);
  const writing = answer.status === 'connecting' || answer.status === 'streaming';
  const finished = !writing && answer.messageId !== null;

  return (
    <Stack
      gap="xs"
      className={classes.answer}
      component="article"
      aria-label={t('thread.assistant')}
    >
      <Group gap="xs" wrap="wrap">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {t('thread.assistant')}
        </Text>
        {position === null ? null : (
          <Badge size="xs" variant="outline" color="gray" tt="none">
            {t('thread.answerOf', position)}
          </Badge>
        )}
      </Group>
      {answer.mode === 'fallback' ? (
        <Text size="xs" c="dimmed">
          {t('answer.fallback')}
        </Text>
      ) : null}
      <Box aria-live={answer.isLive ? 'polite' : undefined} aria-busy={writing || undefined}>
        {answer.status === 'connecting' || (writing && answer.content === '') ? (
          <Group gap="xs" c="dimmed">
            <Loader size="xs" type="dots" aria-hidden />
            <Text size="sm">{t('answer.thinking')}</Text>
          </Group>
        ) : (
          <SafeMarkdown
            text={answer.content}
            sources={answer.sources}
            extraPaths={assistantPagePaths}
          />
        )}
      </Box>
      {answer.status === 'stopped' ? (
        <Group gap={6} c="dimmed">
          <IconPlayerStop size={14} aria-hidden />
          <Text size="xs">{t('answer.stopped')}</Text>
        </Group>
      ) : null}
      {answer.status === 'failed' ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm">{failureText(answer.error)}</Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={onRetry}
              disabled={isBusy}
            >
              {t('answer.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {answer.sources.length > 0 && answer.status !== 'connecting' ? (
        <CitationChips sources={answer.sources} />
      ) : null}
      {finished && answer.status !== 'failed' ? (
        <Group gap={4} wrap="wrap">
          <Tooltip label={clipboard.copied ? t('answer.copied') : t('answer.copy')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={clipboard.copied ? t('answer.copied') : t('answer.copy')}
              onClick={() => {
                clipboard.copy(answer.content);
              }}
            >
              {clipboard.copied ? (
                <IconCheck size={18} aria-hidden />
              ) : (
                <IconCopy size={18} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('answer.thumbUp')}>
            <ActionIcon
              variant="subtle"
              color={answer.feedback?.rating === 'up' ? 'teal' : 'gray'}
              aria-label={t('answer.thumbUp')}
              aria-pressed={answer.feedback?.rating === 'up'}
              onClick={() => {
                setRating('up');
              }}
            >
              {answer.feedback?.rating === 'up' ? (
                <IconThumbUpFilled size={18} aria-hidden />
              ) : (
                <IconThumbUp size={18} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('answer.thumbDown')}>
            <ActionIcon
              variant="subtle"
              color={answer.feedback?.rating === 'down' ? 'red' : 'gray'}
              aria-label={t('answer.thumbDown')}
              aria-pressed={answer.feedback?.rating === 'down'}
              onClick={() => {
                setRating('down');
              }}
            >
              {answer.feedback?.rating === 'down' ? (
                <IconThumbDownFilled size={18} aria-hidden />
              ) : (
                <IconThumbDown size={18} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
          {onRegenerate === null ? null : (
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={onRegenerate}
              disabled={isBusy}
            >
              {t('answer.regenerate')}
            </Button>
          )}
        </Group>
      ) : null}
      {rating !== null && answer.messageId !== null ? (
        <FeedbackModal
          messageId={answer.messageId}
          rating={rating}
          current={answer.feedback}
          onClose={() => {
            setRating(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
