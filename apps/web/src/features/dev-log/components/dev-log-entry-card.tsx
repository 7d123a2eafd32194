import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DevLogEntry, DevLogKind } from '@campus/contracts';
import { useFormatDate } from '../../../lib/format-date';
import { RowAction } from '../../../components/row-action';

const kindColors: Readonly<Record<DevLogKind, string>> = {
  feature: 'blue',
  improvement: 'teal',
  fix: 'orange',
};

interface DevLogEntryCardProps {
  entry: DevLogEntry;
  language: 'en' | 'tr';
  /** Published later than now: visible to admins only. */
  isScheduled: boolean;
  /** The admin's actions; absent for everyone else. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

/** One entry in the interface language only; the body is plain text, shown as written. */
export function DevLogEntryCard({
  entry,
  language,
  isScheduled,
  onEdit,
  onDelete,
}: DevLogEntryCardProps) {
  const { t } = useTranslation('dev-log');
  const formatDate = useFormatDate();
  const title = language === 'tr' ? entry.title_tr : entry.title_en;
  const body = language === 'tr' ? entry.body_tr : entry.body_en;
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color={kindColors[entry.kind]} variant="light">
                {t(`kinds.${entry.kind}`)}
              </Badge>
              {entry.version === null ? null : (
                <Badge color="gray" variant="outline">
                  {t('entry.version', { version: entry.version })}
                </Badge>
              )}
              {isScheduled ? (
                <Badge color="yellow" variant="light">
                  {t('entry.scheduled')}
                </Badge>
              ) : null}
            </Group>
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              <time dateTime={entry.published_at}>{formatDate(entry.published_at)}</time>
            </Text>
          </Stack>
          {onEdit === undefined || onDelete === undefined ? null : (
            <Group gap="xs" wrap="nowrap">
              <RowAction
                tooltip={t('entry.edit', { title })}
                label={t('entry.edit', { title })}
                icon={IconPencil}
                onClick={onEdit}
              />
              <RowAction
                tooltip={t('entry.delete', { title })}
                label={t('entry.delete', { title })}
                icon={IconTrash}
                danger
                onClick={onDelete}
              />
            </Group>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-line' }}>{body}</Text>
      </Stack>
    </Paper>
  );
}
