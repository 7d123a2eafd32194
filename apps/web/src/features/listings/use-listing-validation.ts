import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  campusDateOf,
  expiryRange,
  expiryRangeMessage,
  listingWriteBodySchema,
} from '@campus/contracts';
import { useIssueMessage, validateWith } from '../../lib/form-validation';
import { toListingWriteInput, type ListingFormValues } from './form-values';
import { useTexts } from '../../lib/use-texts';

export type ListingFieldLabels = Readonly<Record<keyof ListingFormValues, string>>;

const listingLabelKeys: ListingFieldLabels = {
  category: 'form.category',
  title: 'form.title',
  description: 'form.description',
  contact: 'form.contact',
  expires_on: 'form.expiresOn',
};

export function useListingFieldLabels(): ListingFieldLabels {
  return useTexts('listings', listingLabelKeys);
}

/** The rule messages of the contract, in the interface language. */
export function useListingRuleMessages(): Readonly<Record<string, string>> {
  const { t } = useTranslation('listings');
  return useMemo(
    () => ({
      [expiryRangeMessage]: t('form.expiryRange'),
      'expires_on must be a date (YYYY-MM-DD)': t('form.expiryFormat'),
    }),
    [t],
  );
}

/**
 * Checks the form with the contract (`listingWriteBodySchema`) and the expiry
 * rule (tomorrow up to 90 days ahead, campus dates), as the API does.
 */
export function useListingValidation(
  labels: ListingFieldLabels,
): (values: ListingFormValues) => Record<string, string> {
  const ruleMessages = useListingRuleMessages();
  const issueMessage = useIssueMessage(ruleMessages);
  return useCallback(
    (values: ListingFormValues) => {
      const errors = validateWith(
        listingWriteBodySchema,
        toListingWriteInput(values),
        labels,
        issueMessage,
      );
      if (errors.expires_on === undefined) {
        const { earliest, latest } = expiryRange(campusDateOf(new Date()));
        if (values.expires_on < earliest || values.expires_on > latest) {
          errors.expires_on = ruleMessages[expiryRangeMessage] ?? expiryRangeMessage;
        }
      }
      return errors;
    },
    [labels, issueMessage, ruleMessages],
  );
}
