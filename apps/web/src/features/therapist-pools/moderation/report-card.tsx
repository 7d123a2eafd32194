import { useId, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleX, IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  therapistPoolLimits,
  therapistReviewNoteBodySchema,
  type TherapistReport,
} from '@campus/contracts';
import { NoteDialog } from '../../../components/note-dialog';
import { useFormatDate } from '../../../lib/format-date';
import { statusOf } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { useResolveReport } from '../api';

/** One report: why it was sent (never by whom), and Hide the entry (with a note) or Dismiss. */
export function ReportCard({ report }: { report: TherapistReport }) {
  const { t } = useTranslation('therapist-pools');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const resolve = useResolveReport();
  const [hiding, setHiding] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const titleId = useId();
  const name = report.therapist_name;

  async function run(action: 'hide' | 'dismiss', note = '') {
    setFailure(null);
    try {
      await resolve.mutateAsync({
        params: { report_id: report.report_id },
        body: { action, note },
      });
      setHiding(false);
      notifications.show({
        color: 'green',
        message: t(action === 'hide' ? 'moderation.reportHidden' : 'moderation.dismissed'),
      });
    } catch (error) {
      const status = statusOf(error);
      if (hiding && status !== 409 && status !== 404) {
        setFailure(error);
        return;
      }
      setHiding(false);
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
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Title order={4} size="h6" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {t('moderation.reportAbout', { name, status: t(`statuses.${report.entry_status}`) })}
          </Title>
          <Group gap="xs">
            <Badge variant="outline">{t(`pools.${report.pool}.short`)}</Badge>
            {report.resolution === null ? null : (
              <Badge variant="light">{t(`moderation.resolution.${report.resolution}`)}</Badge>
            )}
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {t('moderation.reportedOn', { date: formatDate(report.created_at, true) })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {report.reason}
        </Text>
        {report.resolution_note === null ? null : (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('moderation.note')}: {report.resolution_note}
          </Text>
        )}
        {report.status === 'open' ? (
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconCircleX size={14} aria-hidden />}
              aria-label={t('moderation.dismissLabel', { name })}
              disabled={resolve.isPending}
              onClick={() => {
                void run('dismiss');
              }}
            >
              {t('moderation.dismiss')}
            </Button>
            <Button
              color="red"
              variant="light"
              size="xs"
              leftSection={<IconEyeOff size={14} aria-hidden />}
              aria-label={t('moderation.hideEntryLabel', { name })}
              disabled={resolve.isPending}
              onClick={() => {
                setFailure(null);
                setHiding(true);
              }}
            >
              {t('moderation.hideEntry')}
            </Button>
          </Group>
        ) : null}
      </Stack>
      {hiding ? (
        <NoteDialog
          opened
          title={t('moderation.hideTitle')}
          body={t('detail.title', { name })}
          noteLabel={t('moderation.noteFor')}
          noteHint={t('moderation.noteBody')}
          schema={therapistReviewNoteBodySchema}
          maxLength={therapistPoolLimits.reviewNoteMaxLength}
          submitLabel={t('moderation.hide')}
          submitColor="red"
          pending={resolve.isPending}
          error={failure}
          onClose={() => {
            setHiding(false);
          }}
          onSubmit={(note) => {
            void run('hide', note);
          }}
        />
      ) : null}
    </Paper>
  );
}
