import { useState, type KeyboardEvent } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { assistantLimits } from '@campus/contracts';

interface ComposerProps {
  /** True while an answer is being written: Send becomes Stop. */
  isBusy: boolean;
  onSend: (question: string) => void;
  onStop: () => void;
}

const maxLength = assistantLimits.questionMaxLength;

/** The question box: Enter sends, Shift+Enter adds a line; at most 1,000 characters. */
export function Composer({ isBusy, onSend, onStop }: ComposerProps) {
  const { t } = useTranslation('assistant');
  const [question, setQuestion] = useState('');
  const trimmed = question.trim();
  const tooLong = question.length > maxLength;
  const canSend = !isBusy && trimmed !== '' && !tooLong;

  function send() {
    if (!canSend) return;
    onSend(trimmed);
    setQuestion('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      aria-label={t('composer.label')}
    >
      <Stack gap={6}>
        <Textarea
          label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          value={question}
          onChange={(event) => {
            setQuestion(event.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
          rows={3}
          resize="vertical"
          maxLength={maxLength}
          error={tooLong ? t('composer.tooLong', { max: maxLength }) : undefined}
          aria-describedby="assistant-composer-counter assistant-disclaimer"
        />
        <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
          <Text id="assistant-composer-counter" size="xs" c="dimmed">
            {t('composer.counter', { count: question.length, max: maxLength })}
          </Text>
          {isBusy ? (
            <Button
              type="button"
              color="red"
              variant="light"
              onClick={onStop}
              leftSection={<IconPlayerStopFilled size={16} aria-hidden />}
              aria-label={t('composer.stopLabel')}
            >
              {t('composer.stop')}
            </Button>
          ) : (
            <Button
              type="submit"
              disabled={!canSend}
              leftSection={<IconSend size={16} aria-hidden />}
            >
              {t('composer.send')}
            </Button>
          )}
        </Group>
        <Text id="assistant-disclaimer" size="xs" c="dimmed">
          {t('disclaimer')}
        </Text>
      </Stack>
    </form>
  );
}
