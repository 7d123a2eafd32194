import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconHeartHandshake, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnTherapistEntry } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { ListPagination } from '../../../components/list-pagination';
import { LoadErrorState } from '../../../components/load-error-state';
import { useFormatDate } from '../../../lib/format-date';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useMyEntries, useWithdrawEntry, type PageParams } from '../api/pools-api';
import {
  PoolEntryEditorDrawer,
  type PoolEntryEditorTarget,
} from '../components/entry-editor-drawer';
import { EntryStatusBadge } from '../components/status-badge';
import { useFeeText } from '../entry-text';

const firstPage: PageParams = { page: 1, page_size: 10 };

function WithdrawModal({ entry, onClose }: { entry: OwnTherapistEntry; onClose: () => void }) {
  const { t } = useTranslation('therapist-pools');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const withdraw = useWithdrawEntry();
  return (
    <Modal
      opened
      onClose={() => {
        if (!withdraw.isPending) onClose();
      }}
      title={t('mine.withdrawTitle')}
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('mine.withdrawBody', { name: entry.therapist_name })}</Text>
        {withdraw.isError ? <ErrorAlert>{errorMessage(withdraw.error)}</ErrorAlert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={withdraw.isPending} onClick={onClose}>
            {tCommon('actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={withdraw.isPending}
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => {
              withdraw.mutate(
                { pool: entry.pool, id: entry.entry_id },
                {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: t('mine.withdrawn') });
                    onClose();
                  },
                },
              );
            }}
          >
            {t('mine.withdrawConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

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
        {entry.status === 'waiting' ? (
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
  const { t: tCommon } = useTranslation('common');
  const [params, setParams] = useState<PageParams>(firstPage);
  const entries = useMyEntries(params);
  const [editor, setEditor] = useState<PoolEntryEditorTarget | null>(null);
  const [withdrawing, setWithdrawing] = useState<OwnTherapistEntry | null>(null);
  const data = entries.data;

  return (
    <Stack component="section" aria-labelledby="my-pool-entries" gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3" id="my-pool-entries">
          {t('mine.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mine.lead')}
        </Text>
      </Stack>
      {entries.isError && data === undefined ? (
        <LoadErrorState
          title={t('mine.loadFailed')}
          error={entries.error}
          onRetry={() => {
            void entries.refetch();
          }}
        />
      ) : data === undefined ? (
        <Stack gap="sm" role="status">
          <VisuallyHidden>{tCommon('actions.loading')}</VisuallyHidden>
          <Skeleton height={96} radius="md" aria-hidden />
        </Stack>
      ) : data.total === 0 ? (
        <EmptyState
          icon={<IconHeartHandshake size={28} aria-hidden />}
          withIndicatorBackground
          size="sm"
          title={t('mine.emptyTitle')}
          description={t('mine.emptyDescription')}
          py="lg"
        >
          <EmptyState.Actions>
            <Button component={Link} to="/psychology/display" variant="default">
              {t('pools.psychology.title')}
            </Button>
            <Button component={Link} to="/psychiatry/display" variant="default">
              {t('pools.psychiatry.title')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <>
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
          <ListPagination
            page={params.page}
            pageSize={params.page_size}
            total={data.total}
            onPageChange={(page) => {
              setParams((current) => ({ ...current, page }));
            }}
            onPageSizeChange={(pageSize) => {
              setParams({ page: 1, page_size: pageSize });
            }}
          />
        </>
      )}
      <PoolEntryEditorDrawer
        target={editor}
        onClose={() => {
          setEditor(null);
        }}
      />
      {withdrawing === null ? null : (
        <WithdrawModal
          entry={withdrawing}
          onClose={() => {
            setWithdrawing(null);
          }}
        />
      )}
    </Stack>
  );
}
