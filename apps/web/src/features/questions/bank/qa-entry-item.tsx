import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Locale, QaEntry } from '@campus/contracts';
import { RowAction } from '../../../components/row-action';
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
            <RowAction
              tooltip={t('bank.moveUp')}
              label={t('bank.moveUpLabel', { title })}
              icon={IconArrowUp}
              disabled={controls.onMoveUp === undefined || controls.moving}
              onClick={controls.onMoveUp}
            />
            <RowAction
              tooltip={t('bank.moveDown')}
              label={t('bank.moveDownLabel', { title })}
              icon={IconArrowDown}
              disabled={controls.onMoveDown === undefined || controls.moving}
              onClick={controls.onMoveDown}
            />
            <RowAction
              tooltip={t('bank.edit')}
              label={t('bank.editLabel', { title })}
              icon={IconEdit}
              onClick={controls.onEdit}
            />
            <RowAction
              tooltip={t('bank.delete')}
              label={t('bank.deleteLabel', { title })}
              icon={IconTrash}
              danger
              onClick={controls.onDelete}
            />
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
