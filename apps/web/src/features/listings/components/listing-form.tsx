import { useEffect, useMemo, useState } from 'react';
import { Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  campusDateOf,
  expiryRange,
  listingCategories,
  listingLimits,
  type Listing,
  type ListingCategory,
} from '@campus/contracts';
import { useProblemFieldErrors } from '../../../lib/form-validation';
import { ProblemError } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ErrorAlert } from '../../../components/error-alert';
import { FormActions } from '../../../components/form-actions';
import { useCreateListing, useUpdateListing } from '../api';
import {
  newListingValues,
  sameValues,
  toListingFormValues,
  toListingWriteInput,
  type ListingFormValues,
} from '../form-values';
import {
  useListingFieldLabels,
  useListingRuleMessages,
  useListingValidation,
} from '../use-listing-validation';

interface ListingFormProps {
  /** The listing to edit, or null to post one in `category`. */
  listing: Listing | null;
  category: ListingCategory;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

/** Posts (`POST`) or saves (`PUT`, while it waits) a listing. */
export function ListingForm({
  listing,
  category,
  onDirtyChange,
  onCancel,
  onSaved,
}: ListingFormProps) {
  const { t } = useTranslation('listings');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const labels = useListingFieldLabels();
  const ruleMessages = useListingRuleMessages();
  const validate = useListingValidation(labels);
  const problemFieldErrors = useProblemFieldErrors(labels);
  const create = useCreateListing();
  const update = useUpdateListing();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const range = useMemo(() => expiryRange(campusDateOf(new Date())), []);

  const initialValues = useMemo(
    () => (listing === null ? newListingValues(category) : toListingFormValues(listing)),
    [listing, category],
  );
  const [isDirty, setIsDirty] = useState(false);
  const form = useForm<ListingFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate,
    onValuesChange: (values) => {
      setIsDirty(!sameValues(values, initialValues));
    },
  });

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  function failed(error: unknown) {
    setFailure(errorMessage(error));
    if (error instanceof ProblemError) {
      const errors = problemFieldErrors(error.problem.errors);
      form.setErrors(
        Object.fromEntries(
          Object.entries(errors).map(([field, message]) => [
            field,
            ruleMessages[message] ?? message,
          ]),
        ),
      );
    }
  }

  function submit(values: ListingFormValues) {
    const input = toListingWriteInput(values);
    setFailure(null);
    const done = (message: string) => {
      notifications.show({ color: 'green', message });
      onSaved();
    };
    if (listing === null) {
      create.mutate(
        { body: input },
        {
          onSuccess: () => {
            done(t('form.posted'));
          },
          onError: failed,
        },
      );
      return;
    }
    update.mutate(
      { params: { listing_id: listing.listing_id }, body: input },
      {
        onSuccess: () => {
          done(t('form.saved'));
        },
        onError: failed,
      },
    );
  }

  return (
    <form
      noValidate
      aria-label={listing === null ? t('form.addTitle') : t('form.editTitle')}
      onSubmit={form.onSubmit(submit, () => {
        setFailure(tCommon('errors.checkForm'));
      })}
    >
      <Stack gap="md">
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Select
          label={labels.category}
          required
          allowDeselect={false}
          data={listingCategories.map((value) => ({
            value,
            label: t(`categories.${value}.title`),
          }))}
          key={form.key('category')}
          {...form.getInputProps('category')}
        />
        <TextInput
          label={labels.title}
          description={t('form.titleHint')}
          required
          maxLength={listingLimits.titleMaxLength}
          key={form.key('title')}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={labels.description}
          description={t('form.descriptionHint')}
          required
          rows={6}
          maxLength={listingLimits.descriptionMaxLength}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <TextInput
          label={labels.contact}
          description={t('form.contactHint')}
          required
          maxLength={listingLimits.contactMaxLength}
          key={form.key('contact')}
          {...form.getInputProps('contact')}
        />
        <TextInput
          type="date"
          label={labels.expires_on}
          description={t('form.expiresHint', { days: listingLimits.maxExpiryDays })}
          required
          min={range.earliest}
          max={range.latest}
          key={form.key('expires_on')}
          {...form.getInputProps('expires_on')}
        />
        <FormActions
          isNew={listing === null}
          isDirty={isDirty}
          pending={pending}
          onCancel={onCancel}
          submitLabel={listing === null ? t('form.submitAdd') : t('form.submitEdit')}
          newIcon={IconSend}
        />
      </Stack>
    </form>
  );
}
