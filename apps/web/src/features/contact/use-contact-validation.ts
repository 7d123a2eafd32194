import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { contactPhoneMessage, contactWriteBodySchema, type Locale } from '@campus/contracts';
import { useIssueMessage, validateWith } from '../../lib/form-validation';
import { toContactPayload, type ContactFormValues } from './form-values';

export type ContactFieldLabels = Readonly<Record<keyof ContactFormValues, string>>;

export function useContactFieldLabels(): ContactFieldLabels {
  const { t } = useTranslation('contact');
  return useMemo(
    () => ({
      first_name: t('form.firstName'),
      last_name: t('form.lastName'),
      email: t('form.email'),
      phone: t('form.phone'),
      subject: t('form.subject'),
      platform: t('form.platform'),
      details: t('form.details'),
      website: t('form.website'),
    }),
    [t],
  );
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
