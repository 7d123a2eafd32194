import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { eventCreateBodySchema, eventLimits } from '@campus/contracts';
import { useIssueMessage, validateWith } from '../../../lib/form-validation';
import { toEventInput, type EventFormValues } from './form-values';

export type EventFieldLabels = Readonly<Record<keyof EventFormValues, string>>;

/** The labels of the event form's fields, also used to word their messages. */
export function useEventFieldLabels(): EventFieldLabels {
  const { t } = useTranslation('events');
  return useMemo(
    () => ({
      event_name: t('form.name'),
      event_description: t('form.description'),
      event_description_tr: t('form.descriptionTr'),
      event_type: t('form.type'),
      event_location: t('form.location'),
      status: t('form.status'),
      event_date_times: t('form.dateTimes'),
    }),
    [t],
  );
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
  const issueMessage = useIssueMessage(ruleMessages);
  return useCallback(
    (values: EventFormValues) =>
      validateWith(eventCreateBodySchema, toEventInput(values), labels, issueMessage),
    [labels, issueMessage],
  );
}
