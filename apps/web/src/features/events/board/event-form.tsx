import { useEffect, useMemo } from 'react';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { eventLimits, eventStatuses, eventTypes, type EventAdmin } from '@campus/contracts';
import { useProblemFieldErrors } from '../../../lib/form-validation';
import { useFormFailure } from '../../../lib/use-form-failure';
import type { EditorFormProps } from '../../../components/editor-drawer';
import { AddEditForm } from '../../../components/add-edit-form';
import { useCreateEvent, useUpdateEvent } from '../api';
import {
  emptyDateTime,
  newEventValues,
  sameValues,
  toEventFormValues,
  toEventInput,
  type EventFormValues,
} from './form-values';
import { useEventFieldLabels, useEventValidation } from './use-event-validation';

interface EventFormProps extends EditorFormProps {
  /** The event to edit, or null to add one. */
  event: EventAdmin | null;
  /** After a new event is added: the drawer goes on with it, for its images. */
  onCreated: (event: EventAdmin) => void;
}

/** Adds (`POST`) or saves (`PUT`) an event with its list of dates and times. */
export function EventForm({ event, onDirtyChange, onCancel, onSaved, onCreated }: EventFormProps) {
  const { t } = useTranslation('events');
  const labels = useEventFieldLabels();
  const validate = useEventValidation(labels);
  const problemErrors = useProblemFieldErrors(labels);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const pending = create.isPending || update.isPending;

  const initialValues = useMemo(
    () => (event === null ? newEventValues() : toEventFormValues(event)),
    [event],
  );
  const form = useForm<EventFormValues>({ initialValues, validate });
  const isDirty = !sameValues(form.values, initialValues);
  const { failure, handleSubmit, saveCallbacks } = useFormFailure(form, problemErrors);

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  function submit(values: EventFormValues) {
    const input = toEventInput(values);
    // A new event stays open in the drawer, for its images.
    if (event === null) create.mutate({ body: input }, saveCallbacks(t('form.added'), onCreated));
    else
      update.mutate(
        { params: { event_id: event.event_id }, body: input },
        saveCallbacks(t('form.saved'), onSaved),
      );
  }

  const dateTimes = form.values.event_date_times;
  return (
    <AddEditForm
      isNew={event === null}
      texts={(key) => t(`form.${key}`)}
      editor={{ isDirty, failure, handleSubmit }}
      onSubmit={submit}
      onCancel={onCancel}
      pending={pending}
    >
      <TextInput
        label={labels.event_name}
        required
        maxLength={eventLimits.nameMaxLength}
        {...form.getInputProps('event_name')}
      />
      <SimpleGrid cols={{ base: 1, sm: event === null ? 2 : 1 }}>
        <Select
          label={labels.event_type}
          required
          allowDeselect={false}
          withScrollArea={false}
          data={eventTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          {...form.getInputProps('event_type')}
        />
        {event === null ? (
          <Select
            label={labels.status}
            required
            allowDeselect={false}
            withScrollArea={false}
            data={eventStatuses.map((status) => ({
              value: status,
              label: t(`statuses.${status}`),
            }))}
            {...form.getInputProps('status')}
          />
        ) : null}
      </SimpleGrid>
      <TextInput
        label={labels.event_location}
        required
        maxLength={eventLimits.locationMaxLength}
        {...form.getInputProps('event_location')}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Textarea
          label={labels.event_description}
          minRows={4}
          maxLength={eventLimits.descriptionMaxLength}
          {...form.getInputProps('event_description')}
        />
        <Textarea
          label={labels.event_description_tr}
          minRows={4}
          maxLength={eventLimits.descriptionMaxLength}
          {...form.getInputProps('event_description_tr')}
        />
      </SimpleGrid>
      <Fieldset legend={labels.event_date_times} variant="unstyled">
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('form.dateTimesHint', { max: eventLimits.dateTimesMax })}
          </Text>
          {dateTimes.map((_value, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                type="date"
                label={t('form.dateRow', { number: index + 1 })}
                required
                style={{ flex: 1 }}
                {...form.getInputProps(`event_date_times.${String(index)}.event_date`)}
              />
              <TextInput
                type="time"
                label={t('form.timeRow', { number: index + 1 })}
                required
                style={{ flex: 1 }}
                {...form.getInputProps(`event_date_times.${String(index)}.event_time`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mb={2}
                disabled={dateTimes.length <= 1}
                aria-label={t('form.removeDateTime', { number: index + 1 })}
                onClick={() => {
                  form.removeListItem('event_date_times', index);
                }}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {typeof form.errors.event_date_times === 'string' ? (
            <Text size="sm" c="red" role="alert">
              {form.errors.event_date_times}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={dateTimes.length >= eventLimits.dateTimesMax}
              onClick={() => {
                form.insertListItem('event_date_times', emptyDateTime());
              }}
            >
              {t('form.addDateTime')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </AddEditForm>
  );
}
