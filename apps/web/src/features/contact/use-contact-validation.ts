import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { contactPhoneMessage, contactWriteBodySchema, type Locale } from '@campus/contracts';
import { useIssueMessage, validateWith } from '../../lib/form-validation';
import { toContactPayload, type ContactFormValues } from './form-values';
import { useTexts } from '../../lib/use-texts';

export type ContactFieldLabels = Readonly<Record<keyof ContactFormValues, string>>;

const contactLabelKeys: ContactFieldLabels = {
  first_name: 'form.firstName',
  last_name: 'form.lastName',
  email: 'form.email',
  phone: 'form.phone',
  subject: 'form.subject',
  platform: 'form.platform',
  details: 'form.details',
  website: 'form.website',
};

export function useContactFieldLabels(): ContactFieldLabels {
  return useTexts('contact', contactLabelKeys);
}

/** The contract's own rule sentences, in the interface language. */
export function useContactRuleMessages(): Readonly<Record<string, string>> {
  const { t } = useTranslation('contact');
  return useMemo(() => ({ [contactPhoneMessage]: t('form.phoneRule') }), [t]);
}

/** Checks the form with the contract (`contactWriteBodySchema`), as the API does. */
export function useContactValidation(
  labels: ContactFieldLabels,
  locale: Locale,
): (values: ContactFormValues) => Record<string, string> {
  const issueMessage = useIssueMessage(useContactRuleMessages());
  return useCallback(
    (values: ContactFormValues) =>
      validateWith(contactWriteBodySchema, toContactPayload(values, locale), labels, issueMessage),
    [labels, locale, issueMessage],
  );
}
