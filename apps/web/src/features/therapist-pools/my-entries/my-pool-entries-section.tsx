import { useState } from 'react';
import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconHeartHandshake, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { therapistEntryPolicy, type OwnTherapistEntry } from '@campus/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  MySpaceEmpty,
  MySpaceSection,
  useSectionPaging,
} from '../../../components/my-space-section';
import { useFormatDate } from '../../../lib/format-date';
import { useMyEntries, useWithdrawEntry } from '../api';
import {
  PoolEntryEditorDrawer,
  type PoolEntryEditorTarget,
} from '../components/entry-editor-drawer';
import { EntryStatusBadge } from '../components/status-badge';
import { useFeeText } from '../entry-text';

function MyEntryCard({
  entry,
  onEdit,
  onWithdraw,
}: {
  entry: OwnTherapistEntry;
  onEdit: () => void;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation('therapist-pools');
  const formatDate = useFormatDate();
  const feeText = useFeeText();
  const name = entry.therapist_name;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              <EntryStatusBadge status={entry.status} />
            </Group>
            <Group gap="xs" wrap="wrap">
              <Badge variant="outline">{t(`mine.${entry.pool}`)}</Badge>
              <Text size="sm" c="dimmed">
                {entry.city} · {t('table.sessionsCount', { count: entry.sessions })} ·{' '}
                {feeText(entry.fee)}
              </Text>
            </Group>
          </Stack>
          <Text size="xs" c="dimmed">
            {formatDate(entry.created_at)}
          </Text>
        </Group>
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.experience}
        </Text>
        {entry.review_note === null ? null : (
          <Box
            pl="sm"
            style={{ borderInlineStart: '3px solid var(--mantine-color-default-border)' }}
          >
            <Text size="xs" c="dimmed">
              {t('mine.note')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.review_note}
            </Text>
          </Box>
        )}
        {therapistEntryPolicy.mayChange({ isAuthor: true, status: entry.status }) ? (
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconEdit size={14} aria-hidden />}
              aria-label={t('mine.editLabel', { name })}
              onClick={onEdit}
            >
              {t('mine.edit')}
            </Button>
            <Button
              color="red"
              variant="subtle"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={t('mine.withdrawLabel', { name })}
              onClick={onWithdraw}
            >
              {t('mine.withdraw')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * "My therapist experiences" for `/my-space`: the person's entries of both
 * pools with status and the moderator's note; edit or withdraw while waiting.
 */
export function MyPoolEntriesSection() {
  const { t } = useTranslation('therapist-pools');
  const { params, paging } = useSectionPaging();
  const entries = useMyEntries(params);
  const [editor, setEditor] = useState<PoolEntryEditorTarget | null>(null);
  const [withdrawing, setWithdrawing] = useState<OwnTherapistEntry | null>(null);
  const withdraw = useWithdrawEntry();

  return (
    <MySpaceSection
      id="my-pool-entries"
      title={t('mine.title')}
      lead={t('mine.lead')}
      loadFailed={t('mine.loadFailed')}
      query={entries}
      empty={
        <MySpaceEmpty
          icon={<IconHeartHandshake size={28} aria-hidden />}
          title={t('mine.emptyTitle')}
          description={t('mine.emptyDescription')}
        >
          <Button component={Link} to="/psychology/display" variant="default">
            {t('pools.psychology.title')}
          </Button>
          <Button component={Link} to="/psychiatry/display" variant="default">
            {t('pools.psychiatry.title')}
          </Button>
        </MySpaceEmpty>
      }
      paging={paging}
      footer={
        <>
          <PoolEntryEditorDrawer
            target={editor}
            onClose={() => {
              setEditor(null);
            }}
          />
          {withdrawing === null ? null : (
            <ConfirmDialog
              opened
              title={t('mine.withdrawTitle')}
              body={t('mine.withdrawBody', { name: withdrawing.therapist_name })}
              confirmLabel={t('mine.withdrawConfirm')}
              confirmColor="red"
              confirmIcon={IconTrash}
              pending={withdraw.isPending}
              error={withdraw.error}
              onClose={() => {
                withdraw.reset();
                setWithdrawing(null);
              }}
              onConfirm={() => {
                withdraw.mutate(
                  { params: { pool: withdrawing.pool, id: withdrawing.entry_id } },
                  {
                    onSuccess: () => {
                      notifications.show({ color: 'green', message: t('mine.withdrawn') });
                      setWithdrawing(null);
                    },
                  },
                );
              }}
            />
          )}
        </>
      }
    >
      {(data) => (
        <Stack gap="sm">
          {data.items.map((entry) => (
            <MyEntryCard
              key={entry.entry_id}
              entry={entry}
              onEdit={() => {
                setEditor({ pool: entry.pool, entry, opening: Date.now() });
              }}
              onWithdraw={() => {
                setWithdrawing(entry);
              }}
            />
          ))}
        </Stack>
      )}
    </MySpaceSection>
  );
}
