import { useState, type KeyboardEvent } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { poolReplyWriteBodySchema, questionLimits } from '@campus/contracts';
import { useFieldError } from '../../../lib/form-validation';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ErrorAlert } from '../../../components/error-alert';
import { usePostReply } from '../api';

/** The reply box of a thread: Ctrl+Enter (or ⌘+Enter) sends, as the button does. */
export function ReplyForm({ questionId }: { questionId: string }) {
  const { t } = useTranslation('questions');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldError();
  const post = usePostReply();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const label = t('pool.replyLabel');

  function submit() {
    if (post.isPending) return;
    const problem = fieldError(poolReplyWriteBodySchema.shape.content, content, label);
    setError(problem);
    if (problem !== null) return;
    setFailure(null);
    post.mutate(
      { params: { question_id: questionId }, body: { content: content.trim() } },
      {
        onSuccess: () => {
          setContent('');
          notifications.show({ color: 'green', message: t('pool.replied') });
        },
        onError: (reason) => {
          setFailure(errorMessage(reason));
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form
      noValidate
      aria-label={t('pool.replyTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Textarea
          label={label}
          required
          minRows={3}
          maxLength={questionLimits.poolReplyMaxLength}
          value={content}
          error={error}
          onChange={(event) => {
            setContent(event.currentTarget.value);
            if (error !== null) setError(null);
          }}
          onKeyDown={onKeyDown}
          description={t('pool.replyHint')}
        />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            {t('pool.characters', {
              count: content.length,
              max: questionLimits.poolReplyMaxLength,
            })}
          </Text>
          <Button
            type="submit"
            loading={post.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {t('pool.sendReply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
