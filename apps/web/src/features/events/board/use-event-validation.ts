import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { eventCreateBodySchema, eventLimits } from '@campus/contracts';
import { toEventInput, type EventFormValues } from './form-values';
import { useContractValidation, useTexts } from '../../../lib/use-texts';

export type EventFieldLabels = Readonly<Record<keyof EventFormValues, string>>;

const eventLabelKeys: EventFieldLabels = {
  event_name: 'form.name',
  event_description: 'form.description',
  event_description_tr: 'form.descriptionTr',
  event_type: 'form.type',
  event_location: 'form.location',
  status: 'form.status',
  event_date_times: 'form.dateTimes',
};

/** The labels of the event form's fields, also used to word their messages. */
export function useEventFieldLabels(): EventFieldLabels {
  return useTexts('events', eventLabelKeys);
}

/** Checks the form with the contract (`eventCreateBodySchema`), in the interface language. */
export function useEventValidation(
  labels: EventFieldLabels,
): (values: EventFormValues) => Record<string, string> {
  const { t } = useTranslation('events');
  const ruleMessages = useMemo(
    () => ({
      'event_date must be a date (YYYY-MM-DD)': t('form.dateFormat'),
      'event_time must be a time (HH:MM)': t('form.timeFormat'),
      'event_date_times must not repeat a date and time': t('form.repeated'),
      [`event_date_times must have at least ${String(eventLimits.dateTimesMin)} date and time`]:
        t('form.tooFew'),
      [`event_date_times must not have more than ${String(eventLimits.dateTimesMax)} items`]: t(
        'form.tooMany',
        { max: eventLimits.dateTimesMax },
      ),
    }),
    [t],
  );
  return useContractValidation(eventCreateBodySchema, toEventInput, labels, ruleMessages);
}
