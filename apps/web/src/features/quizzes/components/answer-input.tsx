import { useRef, useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { qbTakeLimits, type QbTakeOption, type QbTakeQuestion } from '@campus/contracts';
import { pick, useIsTurkish, type DraftAnswer } from '../quiz-text';

interface AnswerInputProps {
  question: QbTakeQuestion;
  draft: DraftAnswer;
  onChange: (draft: DraftAnswer) => void;
  /** The server's (or the check's) message for this answer, shown next to the input. */
  error: string | null;
}

/** The input of a question's type: radios, checkboxes, a scale, a ranking or a text. */
export function AnswerInput({ question, draft, onChange, error }: AnswerInputProps) {
  const { t } = useTranslation('quizzes');
  const turkish = useIsTurkish();
  const optionText = (option: QbTakeOption) => pick(turkish, option.text_en, option.text_tr);
  const label = t('answer.label');

  switch (question.type) {
    case 'single_choice':
      return (
        <Radio.Group
          label={label}
          description={t('answer.single')}
          value={draft.option_ids[0] ?? null}
          onChange={(value) => {
            onChange({ option_ids: [value], scale_value: null, text_value: null });
          }}
          error={error}
        >
          <Stack gap="sm" mt="xs">
            {question.options.map((option) => (
              <Radio key={option.option_id} value={option.option_id} label={optionText(option)} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple_choice':
      return (
        <Checkbox.Group
          label={label}
          description={t('answer.multiple')}
          value={draft.option_ids}
          onChange={(value) => {
            // Keeps the options' own order, whatever the order of the clicks.
            const chosen = question.options
              .map((option) => option.option_id)
              .filter((optionId) => value.includes(optionId));
            onChange({ option_ids: chosen, scale_value: null, text_value: null });
          }}
          error={error}
        >
          <Stack gap="sm" mt="xs">
            {question.options.map((option) => (
              <Checkbox
                key={option.option_id}
                value={option.option_id}
                label={optionText(option)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'scale': {
      const max = question.scale_max ?? 5;
      const values = Array.from({ length: max }, (_, index) => index + 1);
      return (
        <Radio.Group
          label={label}
          description={t('answer.scale', { max: String(max) })}
          value={draft.scale_value === null ? null : String(draft.scale_value)}
          onChange={(value) => {
            onChange({ option_ids: [], scale_value: Number(value), text_value: null });
          }}
          error={error}
        >
          <Stack gap={4} mt="xs">
            <Group gap="md" wrap="wrap">
              {values.map((value) => (
                <Radio
                  key={value}
                  value={String(value)}
                  label={
                    value === 1
                      ? t('answer.scaleLowLabel', { value: String(value) })
                      : value === max
                        ? t('answer.scaleHighLabel', { value: String(value) })
                        : String(value)
                  }
                />
              ))}
            </Group>
          </Stack>
        </Radio.Group>
      );
    }
    case 'ranking':
      return (
        <RankingInput
          question={question}
          draft={draft}
          onChange={onChange}
          error={error}
          optionText={optionText}
        />
      );
    case 'short_text':
      return (
        <Textarea
          label={label}
          value={draft.text_value ?? ''}
          onChange={(event) => {
            onChange({ option_ids: [], scale_value: null, text_value: event.currentTarget.value });
          }}
          maxLength={qbTakeLimits.textAnswerMaxLength}
          rows={5}
          error={error}
          description={t('answer.counter', {
            length: String((draft.text_value ?? '').length),
            max: String(qbTakeLimits.textAnswerMaxLength),
          })}
        />
      );
  }
}

/** The options in the order the person put them (the options' order before any move). */
export function rankingOrder(question: QbTakeQuestion, draft: DraftAnswer): string[] {
  const known = question.options.map((option) => option.option_id);
  const ordered = draft.option_ids.filter((optionId) => known.includes(optionId));
  return ordered.length === known.length ? ordered : known;
}

function RankingInput({
  question,
  draft,
  onChange,
  error,
  optionText,
}: AnswerInputProps & { optionText: (option: QbTakeOption) => string }) {
  const { t } = useTranslation('quizzes');
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const order = rankingOrder(question, draft);
  const textOf = (optionId: string) => {
    const option = question.options.find((candidate) => candidate.option_id === optionId);
    return option === undefined ? optionId : optionText(option);
  };

  function move(index: number, direction: -1 | 1) {
    const target = index + direction;
    const next = [...order];
    const moved = next[index];
    const other = next[target];
    if (moved === undefined || other === undefined) return;
    next[index] = other;
    next[target] = moved;
    onChange({ option_ids: next, scale_value: null, text_value: null });
    setAnnouncement(
      t('answer.movedTo', {
        option: textOf(moved),
        position: String(target + 1),
        total: String(next.length),
      }),
    );
    // The focus stays with the moved option: on the same button, or the other one at an end.
    const atEnd = target === 0 || target === next.length - 1;
    const keep = atEnd ? (direction === -1 ? 'down' : 'up') : direction === -1 ? 'up' : 'down';
    requestAnimationFrame(() => {
      buttons.current.get(`${moved}:${keep}`)?.focus();
    });
  }

  return (
    <Stack gap="xs" role="group" aria-labelledby={`${question.question_id}-ranking-label`}>
      <Text fw={500} size="sm" id={`${question.question_id}-ranking-label`}>
        {t('answer.label')}
      </Text>
      <Text size="sm" c="dimmed">
        {t('answer.ranking')}
      </Text>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {order.map((optionId, index) => {
          const text = textOf(optionId);
          return (
            <Paper key={optionId} component="li" withBorder radius="md" p="xs">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text style={{ overflowWrap: 'anywhere' }}>
                  <Text span fw={700} mr="xs">
                    {index + 1}.
                  </Text>
                  {text}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Button
                    ref={(element) => {
                      if (element === null) buttons.current.delete(`${optionId}:up`);
                      else buttons.current.set(`${optionId}:up`, element);
                    }}
                    variant="default"
                    size="xs"
                    disabled={index === 0}
                    aria-label={t('answer.moveUp', { option: text })}
                    onClick={() => {
                      move(index, -1);
                    }}
                  >
                    <IconArrowUp size={14} aria-hidden />
                  </Button>
                  <Button
                    ref={(element) => {
                      if (element === null) buttons.current.delete(`${optionId}:down`);
                      else buttons.current.set(`${optionId}:down`, element);
                    }}
                    variant="default"
                    size="xs"
                    disabled={index === order.length - 1}
                    aria-label={t('answer.moveDown', { option: text })}
                    onClick={() => {
                      move(index, 1);
                    }}
                  >
                    <IconArrowDown size={14} aria-hidden />
                  </Button>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {error === null ? null : (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
