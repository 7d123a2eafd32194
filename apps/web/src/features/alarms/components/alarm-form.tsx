import { useMemo } from 'react';
import { Checkbox, Select, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { alarmLimits, type Alarm } from '@campus/contracts';
import type { EditorFormProps } from '../../../components/editor-drawer';
import { AddEditForm } from '../../../components/add-edit-form';
import { useEditorForm } from '../../../lib/use-form-failure';
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

interface AlarmFormProps extends EditorFormProps {
  /** The alarm to change, or null to set a new one. */
  alarm: Alarm | null;
}

/** Sets (`POST`) or changes (`PUT`) an alarm: a title, a time, an optional event and e-mail. */
export function AlarmForm({ alarm, onDirtyChange, onCancel, onSaved }: AlarmFormProps) {
  const { t } = useTranslation('alarms');
  const labels = useAlarmFieldLabels();
  const validate = useAlarmValidation(labels);
  const problemErrors = useAlarmProblemErrors(labels);
  const create = useCreateAlarm();
  const update = useUpdateAlarm();
  const activeEvents = useActiveEvents();
  const pending = create.isPending || update.isPending;

  const initialValues = useMemo(
    () => (alarm === null ? newAlarmValues(new Date()) : toAlarmFormValues(alarm)),
    [alarm],
  );
  const { form, isDirty, failure, handleSubmit, saveCallbacks } = useEditorForm({
    initialValues,
    validate,
    sameValues,
    problemErrors,
    onDirtyChange,
  });

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

  function submit(values: AlarmFormValues) {
    const input = toAlarmWriteInput(values);
    if (alarm === null) create.mutate({ body: input }, saveCallbacks(t('form.added'), onSaved));
    else
      update.mutate(
        { params: { alarm_id: alarm.alarm_id }, body: input },
        saveCallbacks(t('form.saved'), onSaved),
      );
  }

  return (
    <AddEditForm
      isNew={alarm === null}
      texts={(key) => t(`form.${key}`)}
      editor={{ isDirty, failure, handleSubmit }}
      onSubmit={submit}
      onCancel={onCancel}
      pending={pending}
    >
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
    </AddEditForm>
  );
}
