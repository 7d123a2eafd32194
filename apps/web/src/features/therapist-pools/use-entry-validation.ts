import { therapistEntryWriteBodySchema, therapistPoolMessages } from '@campus/contracts';
import { useContractValidation, useTexts } from '../../lib/use-texts';
import { toPoolEntryInput, type PoolEntryFormValues } from './form-values';

export type PoolEntryFieldLabels = Readonly<Record<keyof PoolEntryFormValues, string>>;

const labelKeys: PoolEntryFieldLabels = {
  therapist_name: 'form.therapistName',
  city: 'form.city',
  is_online: 'form.isOnline',
  sessions: 'form.sessions',
  fee: 'form.fee',
  experience: 'form.experience',
};

const ruleMessageKeys = {
  [therapistPoolMessages.sessionsWhole]: 'form.sessionsRule',
  [therapistPoolMessages.feeWhole]: 'form.feeRule',
};

/** The labels of the entry form's fields, also used to word their messages. */
export function usePoolEntryLabels(): PoolEntryFieldLabels {
  return useTexts('therapist-pools', labelKeys);
}

/** Checks the form with the contract (`therapistEntryWriteBodySchema`), in the interface language. */
export function usePoolEntryValidation(
  labels: PoolEntryFieldLabels,
): (values: PoolEntryFormValues) => Record<string, string> {
  const ruleMessages = useTexts('therapist-pools', ruleMessageKeys);
  return useContractValidation(
    therapistEntryWriteBodySchema,
    toPoolEntryInput,
    labels,
    ruleMessages,
  );
}
