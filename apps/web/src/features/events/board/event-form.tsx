import { useEffect, useMemo, useState } from 'react';
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
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { eventLimits, eventStatuses, eventTypes, type EventAdmin } from '@campus/contracts';
import { useProblemFieldErrors } from '../../../lib/form-validation';
import { ProblemError } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ErrorAlert } from '../../../components/error-alert';
import { FormActions } from '../../../components/form-actions';
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

interface EventFormProps {
  /** The event to edit, or null to add one. */
  event: EventAdmin | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  /** After an edit is saved. */
  onSaved: () => void;
  /** After a new event is added: the drawer goes on with it, for its images. */
  onCreated: (event: EventAdmin) => void;
}

/** Adds (`POST`) or saves (`PUT`) an event with its list of dates and times. */
export function EventForm({ event, onDirtyChange, onCancel, onSaved, onCreated }: EventFormProps) {
  const { t } = useTranslation('events');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const labels = useEventFieldLabels();
  const validate = useEventValidation(labels);
  const problemFieldErrors = useProblemFieldErrors(labels);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const initialValues = useMemo(
    () => (event === null ? newEventValues() : toEventFormValues(event)),
    [event],
  );
  const form = useForm<EventFormValues>({ initialValues, validate });
  const isDirty = !sameValues(form.values, initialValues);

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  function failed(error: unknown) {
    setFailure(errorMessage(error));
    if (error instanceof ProblemError) form.setErrors(problemFieldErrors(error.problem.errors));
  }

  function submit(values: EventFormValues) {
    const input = toEventInput(values);
    setFailure(null);
    if (event === null) {
      create.mutate(
        { body: input },
        {
          onSuccess: (created) => {
            notifications.show({ color: 'green', message: t('form.added') });
            onCreated(created);
          },
          onError: failed,
        },
      );
      return;
    }
    update.mutate(
      { params: { event_id: event.event_id }, body: input },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('form.saved') });
          onSaved();
        },
        onError: failed,
      },
    );
  }

  const dateTimes = form.values.event_date_times;
  const title = event === null ? t('form.addTitle') : t('form.editTitle');
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
        <FormActions
          isNew={event === null}
          isDirty={isDirty}
          pending={pending}
          onCancel={onCancel}
          submitLabel={event === null ? t('form.submitAdd') : t('form.submitEdit')}
        />
      </Stack>
    </form>
  );
}
