import { useEffect, useMemo, useState } from 'react';
import { Checkbox, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { alarmLimits, type Alarm } from '@campus/contracts';
import { ProblemError } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ErrorAlert } from '../../../components/error-alert';
import { FormActions } from '../../../components/form-actions';
import { useActiveEvents, useCreateAlarm, useUpdateAlarm } from '../api';
import {
  newAlarmValues,
  sameValues,
  toAlarmFormValues,
  toAlarmWriteInput,
  type AlarmFormValues,
} from '../form-values';
import {
  useAlarmFieldLabels,
  useAlarmProblemErrors,
  useAlarmValidation,
} from '../use-alarm-validation';

interface AlarmFormProps {
  /** The alarm to change, or null to set a new one. */
  alarm: Alarm | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

/** Sets (`POST`) or changes (`PUT`) an alarm: a title, a time, an optional event and e-mail. */
export function AlarmForm({ alarm, onDirtyChange, onCancel, onSaved }: AlarmFormProps) {
  const { t } = useTranslation('alarms');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const labels = useAlarmFieldLabels();
  const validate = useAlarmValidation(labels);
  const problemErrors = useAlarmProblemErrors(labels);
  const create = useCreateAlarm();
  const update = useUpdateAlarm();
  const activeEvents = useActiveEvents();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const initialValues = useMemo(
    () => (alarm === null ? newAlarmValues(new Date()) : toAlarmFormValues(alarm)),
    [alarm],
  );
  const [isDirty, setIsDirty] = useState(false);
  const form = useForm<AlarmFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate,
    onValuesChange: (values) => {
      setIsDirty(!sameValues(values, initialValues));
    },
  });

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  const eventOptions = useMemo(() => {
    const options = (activeEvents.data ?? []).map((event) => ({
      value: event.event_id,
      label: event.event_name,
    }));
    // An alarm about an event that is no longer active keeps it as a choice.
    if (initialValues.event_id !== '' && !options.some((o) => o.value === initialValues.event_id))
      options.unshift({ value: initialValues.event_id, label: t('list.pastEvent') });
    return options;
  }, [activeEvents.data, initialValues.event_id, t]);

  function failed(error: unknown) {
    setFailure(errorMessage(error));
    if (error instanceof ProblemError) form.setErrors(problemErrors(error.problem.errors));
  }

  function saved(message: 'form.added' | 'form.saved') {
    notifications.show({ color: 'green', message: t(message) });
    onSaved();
  }

  function submit(values: AlarmFormValues) {
    const input = toAlarmWriteInput(values);
    setFailure(null);
    if (alarm === null) {
      create.mutate(
        { body: input },
        {
          onSuccess: () => {
            saved('form.added');
          },
          onError: failed,
        },
      );
      return;
    }
    update.mutate(
      { params: { alarm_id: alarm.alarm_id }, body: input },
      {
        onSuccess: () => {
          saved('form.saved');
        },
        onError: failed,
      },
    );
  }

  const title = alarm === null ? t('form.addTitle') : t('form.editTitle');
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={form.onSubmit(submit, () => {
        setFailure(tCommon('errors.checkForm'));
      })}
    >
      <Stack gap="md">
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <TextInput
          label={labels.title}
          required
          maxLength={alarmLimits.titleMaxLength}
          key={form.key('title')}
          {...form.getInputProps('title')}
        />
        <TextInput
          type="datetime-local"
          label={labels.remind_at}
          description={t('form.remindAtHint')}
          required
          key={form.key('remind_at')}
          {...form.getInputProps('remind_at')}
        />
        <Textarea
          label={labels.note}
          minRows={3}
          maxLength={alarmLimits.noteMaxLength}
          key={form.key('note')}
          {...form.getInputProps('note')}
        />
        <Select
          label={labels.event_id}
          placeholder={activeEvents.isError ? t('form.eventsFailed') : t('form.noEvent')}
          clearable
          searchable
          nothingFoundMessage={t('form.noEvents')}
          data={eventOptions}
          key={form.key('event_id')}
          error={form.errors.event_id}
          defaultValue={initialValues.event_id === '' ? null : initialValues.event_id}
          onChange={(value) => {
            form.setFieldValue('event_id', value ?? '');
          }}
        />
        <Checkbox
          label={labels.send_email}
          key={form.key('send_email')}
          {...form.getInputProps('send_email', { type: 'checkbox' })}
        />
        <FormActions
          isNew={alarm === null}
          isDirty={isDirty}
          pending={pending}
          onCancel={onCancel}
          submitLabel={alarm === null ? t('form.submitAdd') : t('form.submitEdit')}
        />
      </Stack>
    </form>
  );
}
