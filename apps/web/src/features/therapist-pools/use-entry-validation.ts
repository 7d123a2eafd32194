import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { therapistEntryWriteBodySchema, therapistPoolMessages } from '@campus/contracts';
import { useIssueMessage, validateWith } from '../../lib/form-validation';
import { toPoolEntryInput, type PoolEntryFormValues } from './form-values';

export type PoolEntryFieldLabels = Readonly<Record<keyof PoolEntryFormValues, string>>;

/** The labels of the entry form's fields, also used to word their messages. */
export function usePoolEntryLabels(): PoolEntryFieldLabels {
  const { t } = useTranslation('therapist-pools');
  return useMemo(
    () => ({
      therapist_name: t('form.therapistName'),
      city: t('form.city'),
      is_online: t('form.isOnline'),
      sessions: t('form.sessions'),
      fee: t('form.fee'),
      experience: t('form.experience'),
    }),
    [t],
  );
}

/** Checks the form with the contract (`therapistEntryWriteBodySchema`), in the interface language. */
export function usePoolEntryValidation(
  labels: PoolEntryFieldLabels,
): (values: PoolEntryFormValues) => Record<string, string> {
  const { t } = useTranslation('therapist-pools');
  const ruleMessages = useMemo(
    () => ({
      [therapistPoolMessages.sessionsWhole]: t('form.sessionsRule'),
      [therapistPoolMessages.feeWhole]: t('form.feeRule'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage(ruleMessages);
  return useCallback(
    (values: PoolEntryFormValues) =>
      validateWith(therapistEntryWriteBodySchema, toPoolEntryInput(values), labels, issueMessage),
    [labels, issueMessage],
  );
}
