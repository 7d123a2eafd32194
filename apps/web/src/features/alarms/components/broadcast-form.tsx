import { useMemo } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { alarmLimits } from '@campus/contracts';
import { useFormatCampusTime } from '../../../lib/format-date';
import { useFormFailure } from '../../../lib/use-form-failure';
import { ErrorAlert } from '../../../components/error-alert';
import { useBroadcastAlarm } from '../api';
import { toBroadcastInput, type BroadcastFormValues } from '../form-values';
import { useAlarmProblemErrors, useBroadcastValidation } from '../use-alarm-validation';

const emptyValues: BroadcastFormValues = { title: '', note: '', remind_at: '' };

/** Admins: a reminder for every active person, now or at a chosen time. */
export function BroadcastForm() {
  const { t } = useTranslation('alarms');
  const formatTime = useFormatCampusTime();
  const labels = useMemo(
    () => ({
      title: t('form.title'),
      note: t('form.note'),
      remind_at: t('broadcast.remindAt'),
    }),
    [t],
  );
  const validate = useBroadcastValidation(labels);
  const problemErrors = useAlarmProblemErrors(labels);
  const send = useBroadcastAlarm();
  const form = useForm<BroadcastFormValues>({
    mode: 'uncontrolled',
    initialValues: emptyValues,
    validate,
  });
  const { failure, fail, handleSubmit } = useFormFailure(form, problemErrors);

  function submit(values: BroadcastFormValues) {
    send.mutate(
      { body: toBroadcastInput(values) },
      {
        onSuccess: (result) => {
          notifications.show({
            color: 'green',
            message:
              values.remind_at.trim() === ''
                ? t('broadcast.sentNow')
                : t('broadcast.scheduled', { when: formatTime(result.run_at) }),
          });
          form.reset();
        },
        onError: fail,
      },
    );
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="alarm-broadcast">
      <form noValidate aria-label={t('broadcast.title')} onSubmit={handleSubmit(submit)}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="alarm-broadcast">
            {t('broadcast.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('broadcast.intro')}
          </Text>
          {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
          <TextInput
            label={labels.title}
            required
            maxLength={alarmLimits.titleMaxLength}
            key={form.key('title')}
            {...form.getInputProps('title')}
          />
          <Textarea
            label={labels.note}
            minRows={2}
            maxLength={alarmLimits.noteMaxLength}
            key={form.key('note')}
            {...form.getInputProps('note')}
          />
          <TextInput
            type="datetime-local"
            label={labels.remind_at}
            description={t('broadcast.remindAtHint')}
            key={form.key('remind_at')}
            {...form.getInputProps('remind_at')}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={send.isPending}
              leftSection={<IconSpeakerphone size={16} aria-hidden />}
            >
              {t('broadcast.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
