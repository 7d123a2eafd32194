import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { waitlistFeatures, waitlistLimits, type WaitlistFeature } from '@campus/contracts';
import { ErrorAlert } from '../../components/error-alert';
import { useFormatDate } from '../../lib/format-date';
import { useErrorMessage } from '../../lib/use-error-message';
import { useJoinWaitlist, useLeaveWaitlist, useMyWaitlist } from './api';
import type { WaitlistEntry } from '@campus/contracts';
import { PageFrame } from '../../components/page-frames/page-frame';
import { QueryState } from '../../components/query-state';

function FeatureCard({
  feature,
  entry,
}: {
  feature: WaitlistFeature;
  entry: WaitlistEntry | undefined;
}) {
  const { t } = useTranslation('waitlist');
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const name = t(`features.${feature}.name`);
  const tooLong = note.trim().length > waitlistLimits.noteMaxLength;

  async function onJoin() {
    setFailure(null);
    if (tooLong) return;
    try {
      await join.mutateAsync({ body: { feature, note: note.trim() === '' ? undefined : note } });
      setNote('');
      notifications.show({ color: 'green', message: t('joined', { name }) });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  async function onLeave() {
    setFailure(null);
    try {
      await leave.mutateAsync({ params: { feature } });
      notifications.show({ message: t('left', { name }) });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`wl-${feature}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={`wl-${feature}`}>
            {name}
          </Title>
          {entry === undefined ? null : (
            <Badge color="green" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
              {t('onList')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`features.${feature}.description`)}
        </Text>
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        {entry === undefined ? (
          <>
            <Textarea
              label={t('note.label')}
              description={t('note.description', { max: waitlistLimits.noteMaxLength })}
              value={note}
              rows={2}
              resize="vertical"
              error={tooLong ? t('note.tooLong', { max: waitlistLimits.noteMaxLength }) : null}
              onChange={(event) => {
                setNote(event.currentTarget.value);
              }}
            />
            <Group justify="flex-end" mt="auto">
              <Button
                loading={join.isPending}
                aria-label={t('joinLabel', { name })}
                onClick={() => {
                  void onJoin();
                }}
              >
                {t('join')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">{t('joinedOn', { date: formatDate(entry.created_at) })}</Text>
            {entry.note === null ? null : (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {t('yourNote', { note: entry.note })}
              </Text>
            )}
            <Group justify="flex-end" mt="auto">
              <Button
                variant="default"
                loading={leave.isPending}
                aria-label={t('leaveLabel', { name })}
                onClick={() => {
                  void onLeave();
                }}
              >
                {t('leave')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** `/waitlist/add`: the upcoming features as cards, each with Join (and a note) or Leave. */
export function WaitlistPage() {
  const { t } = useTranslation('waitlist');
  const mine = useMyWaitlist();
  const byFeature = new Map((mine.data?.items ?? []).map((entry) => [entry.feature, entry]));

  return (
    <PageFrame title={t('title')} lead={t('lead')} size="lg">
      <QueryState
        query={mine}
        loadFailed={t('loadFailed')}
        loading={
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {waitlistFeatures.map((feature) => (
              <Skeleton key={feature} height={220} radius="md" />
            ))}
          </SimpleGrid>
        }
      >
        {() => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {waitlistFeatures.map((feature) => (
              <FeatureCard key={feature} feature={feature} entry={byFeature.get(feature)} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </PageFrame>
  );
}
