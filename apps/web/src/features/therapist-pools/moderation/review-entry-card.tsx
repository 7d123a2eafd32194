import { useId, useState } from 'react';
import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconEye, IconEyeOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  therapistPoolLimits,
  therapistReviewNoteBodySchema,
  type ReviewTherapistEntry,
} from '@campus/contracts';
import { NoteDialog } from '../../../components/note-dialog';
import { useFormatDate } from '../../../lib/format-date';
import { statusOf } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useApproveEntry, useHideEntry, useRejectEntry, useUnhideEntry } from '../api';
import { EntryStatusBadge } from '../components/status-badge';
import { useFeeText } from '../entry-text';

type ReviewAction = 'approve' | 'reject' | 'hide' | 'unhide';

const doneMessages = {
  approve: 'moderation.approved',
  reject: 'moderation.rejected',
  hide: 'moderation.hidden',
  unhide: 'moderation.unhidden',
} as const;

/** One entry of the moderators' queue: everything it says (never who wrote it), and the actions its status allows. */
export function ReviewEntryCard({
  entry,
  disabled,
}: {
  entry: ReviewTherapistEntry;
  disabled: boolean;
}) {
  const { t } = useTranslation('therapist-pools');
  const formatDate = useFormatDate();
  const feeText = useFeeText();
  const errorMessage = useErrorMessage();
  const approve = useApproveEntry();
  const reject = useRejectEntry();
  const hide = useHideEntry();
  const unhide = useUnhideEntry();
  const reviewing = approve.isPending || reject.isPending || hide.isPending || unhide.isPending;
  const [dialog, setDialog] = useState<'reject' | 'hide' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const titleId = useId();
  const name = entry.therapist_name;
  const busy = disabled || reviewing;

  async function review(action: ReviewAction, note: string) {
    const params = { id: entry.entry_id };
    if (action === 'approve') await approve.mutateAsync({ params });
    else if (action === 'unhide') await unhide.mutateAsync({ params });
    else await (action === 'reject' ? reject : hide).mutateAsync({ params, body: { note } });
  }

  async function run(action: ReviewAction, note = '') {
    setFailure(null);
    try {
      await review(action, note);
      setDialog(null);
      notifications.show({ color: 'green', message: t(doneMessages[action], { name }) });
    } catch (error) {
      const status = statusOf(error);
      if (dialog !== null && status !== 409 && status !== 404) {
        setFailure(error);
        return;
      }
      setDialog(null);
      notifications.show({
        color: 'red',
        title: t('moderation.failed'),
        message: errorMessage(error),
      });
    }
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              <EntryStatusBadge status={entry.status} />
              <Badge variant="outline">{t(`pools.${entry.pool}.short`)}</Badge>
              {entry.open_reports > 0 ? (
                <Badge color="red" variant="light">
                  {t('moderation.openReports', { count: entry.open_reports })}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {entry.city} · {entry.is_online ? t('table.online') : t('table.inPerson')} ·{' '}
              {t('table.sessionsCount', { count: entry.sessions })} · {feeText(entry.fee)}
            </Text>
          </Stack>
          <Text size="xs" c="dimmed">
            {t('moderation.submitted', { date: formatDate(entry.created_at, true) })}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.experience}
        </Text>
        {entry.review_note === null ? null : (
          <Box
            pl="sm"
            style={{ borderInlineStart: '3px solid var(--mantine-color-default-border)' }}
          >
            <Text size="xs" c="dimmed">
              {t('moderation.note')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.review_note}
            </Text>
          </Box>
        )}
        <Group justify="flex-end" gap="xs">
          {entry.status === 'waiting' ? (
            <>
              <Button
                color="green"
                size="xs"
                leftSection={<IconCheck size={14} aria-hidden />}
                aria-label={t('moderation.approveLabel', { name })}
                disabled={busy}
                loading={reviewing && dialog === null}
                onClick={() => {
                  void run('approve');
                }}
              >
                {t('moderation.approve')}
              </Button>
              <Button
                color="red"
                variant="light"
                size="xs"
                leftSection={<IconX size={14} aria-hidden />}
                aria-label={t('moderation.rejectLabel', { name })}
                disabled={busy}
                onClick={() => {
                  setFailure(null);
                  setDialog('reject');
                }}
              >
                {t('moderation.reject')}
              </Button>
            </>
          ) : null}
          {entry.status === 'waiting' || entry.status === 'approved' ? (
            <Button
              color="gray"
              variant="light"
              size="xs"
              leftSection={<IconEyeOff size={14} aria-hidden />}
              aria-label={t('moderation.hideLabel', { name })}
              disabled={busy}
              onClick={() => {
                setFailure(null);
                setDialog('hide');
              }}
            >
              {t('moderation.hide')}
            </Button>
          ) : null}
          {entry.status === 'hidden' ? (
            <Button
              variant="light"
              size="xs"
              leftSection={<IconEye size={14} aria-hidden />}
              aria-label={t('moderation.unhideLabel', { name })}
              disabled={busy}
              loading={reviewing}
              onClick={() => {
                void run('unhide');
              }}
            >
              {t('moderation.unhide')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      {dialog === null ? null : (
        <NoteDialog
          opened
          title={dialog === 'reject' ? t('moderation.rejectTitle') : t('moderation.hideTitle')}
          body={t('detail.title', { name })}
          noteLabel={t('moderation.noteFor')}
          noteHint={t('moderation.noteBody')}
          schema={therapistReviewNoteBodySchema}
          maxLength={therapistPoolLimits.reviewNoteMaxLength}
          submitLabel={dialog === 'reject' ? t('moderation.reject') : t('moderation.hide')}
          submitColor="red"
          pending={reviewing}
          error={failure}
          onClose={() => {
            setDialog(null);
          }}
          onSubmit={(note) => {
            void run(dialog, note);
          }}
        />
      )}
    </Paper>
  );
}
