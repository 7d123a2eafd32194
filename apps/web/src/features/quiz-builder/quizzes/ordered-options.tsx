import { ActionIcon, Group, Input, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QbQuestionOption } from '@campus/contracts';
import { QbListRow } from '../components/qb-list-row';
import { qbText, useQbLang } from '../components/qb-text';

/** `items` with the one at `index` moved by `step` places (unchanged when it would leave the list). */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const moved = [...items];
  const item = moved[index];
  const other = moved[target];
  if (item === undefined || other === undefined) return moved;
  moved[index] = other;
  moved[target] = item;
  return moved;
}

/** The options' ids in the order of `value` when it holds each of them once, else as offered. */
export function completeOrder(
  options: readonly QbQuestionOption[],
  value: readonly string[],
): string[] {
  const ids = options.map((option) => option.option_id);
  const complete = value.length === ids.length && ids.every((id) => value.includes(id));
  return complete ? [...value] : ids;
}

/** A ranking answer: every option in order, moved with up and down buttons (first is best). */
export function RankingOrderInput({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: readonly QbQuestionOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const labelId = useId();
  const order = completeOrder(options, value);

  const shown = (optionId: string) => {
    const option = options.find((item) => item.option_id === optionId);
    return option === undefined ? optionId : qbText(option, 'shown', lang);
  };

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} error={error}>
      <Stack component="ol" aria-labelledby={labelId} gap={4} m={0} mt={6} p={0}>
        {order.map((optionId, index) => (
          <QbListRow key={optionId} py={4}>
            <Text size="sm">
              {index + 1}. {shown(optionId)}
            </Text>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                disabled={index === 0}
                aria-label={t('form.rankUp', { option: shown(optionId) })}
                onClick={() => {
                  onChange(moveItem(order, index, -1));
                }}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                disabled={index === order.length - 1}
                aria-label={t('form.rankDown', { option: shown(optionId) })}
                onClick={() => {
                  onChange(moveItem(order, index, 1));
                }}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </QbListRow>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
