import { ActionIcon, Badge, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Locale, QaEntry } from '@campus/contracts';
import { QaStatusBadge } from '../components/status-badges';

export interface QaEntryControls {
  onEdit: () => void;
  onDelete: () => void;
  /** Undefined when the entry cannot move that way (first or last). */
  onMoveUp: (() => void) | undefined;
  onMoveDown: (() => void) | undefined;
  moving: boolean;
}

interface QaEntryItemProps {
  entry: QaEntry;
  language: Locale;
  /** Shown above the question in search results. */
  groupLabel?: string | undefined;
  /** Moderators' tools; nothing for readers. */
  controls?: QaEntryControls | undefined;
}

/** One question of the bank and its answer in the reader's language, as plain text. */
export function QaEntryItem({ entry, language, groupLabel, controls }: QaEntryItemProps) {
  const { t } = useTranslation('questions');
  const question = language === 'tr' ? entry.question_tr : entry.question_en;
  const answer = language === 'tr' ? entry.answer_tr : entry.answer_en;
  const title = question;
  return (
    <Stack gap={6} component="article" id={`qa-${entry.entry_id}`}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          {groupLabel === undefined && controls === undefined ? null : (
            <Group gap="xs" wrap="wrap">
              {groupLabel === undefined ? null : (
                <Badge variant="outline" color="gray">
                  {groupLabel}
                </Badge>
              )}
              {controls === undefined ? null : (
                <>
                  <QaStatusBadge status={entry.status} />
                  <Text size="xs" c="dimmed">
                    {t('bank.orderLabel', { order: entry.order })}
                  </Text>
                </>
              )}
            </Group>
          )}
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {question}
          </Title>
        </Stack>
        {controls === undefined ? null : (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('bank.moveUp')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('bank.moveUpLabel', { title })}
                disabled={controls.onMoveUp === undefined || controls.moving}
                onClick={controls.onMoveUp}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('bank.moveDown')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('bank.moveDownLabel', { title })}
                disabled={controls.onMoveDown === undefined || controls.moving}
                onClick={controls.onMoveDown}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('bank.edit')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('bank.editLabel', { title })}
                onClick={controls.onEdit}
              >
                <IconEdit size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('bank.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('bank.deleteLabel', { title })}
                onClick={controls.onDelete}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      {answer === '' ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t('bank.noAnswerYet')}
        </Text>
      ) : (
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answer}</Text>
      )}
      <Text size="xs" c="dimmed">
        {t('bank.answeredBy', { author: entry.author })}
      </Text>
    </Stack>
  );
}
