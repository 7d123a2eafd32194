import { useCallback, useMemo } from 'react';
import { Select, TextInput, Textarea } from '@mantine/core';
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
import { rewordErrors, useProblemFieldErrors } from '../../../lib/form-validation';
import { useEditorForm } from '../../../lib/use-form-failure';
import type { EditorFormProps } from '../../../components/editor-drawer';
import { AddEditForm } from '../../../components/add-edit-form';
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

interface ListingFormProps extends EditorFormProps {
  /** The listing to edit, or null to post one in `category`. */
  listing: Listing | null;
  category: ListingCategory;
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
  const labels = useListingFieldLabels();
  const ruleMessages = useListingRuleMessages();
  const validate = useListingValidation(labels);
  const problemFieldErrors = useProblemFieldErrors(labels);
  const create = useCreateListing();
  const update = useUpdateListing();
  const pending = create.isPending || update.isPending;
  const range = useMemo(() => expiryRange(campusDateOf(new Date())), []);

  const initialValues = useMemo(
    () => (listing === null ? newListingValues(category) : toListingFormValues(listing)),
    [listing, category],
  );
  const problemErrors = useCallback(
    (problems: Parameters<typeof problemFieldErrors>[0]) =>
      rewordErrors(problemFieldErrors(problems), ruleMessages),
    [problemFieldErrors, ruleMessages],
  );
  const { form, isDirty, failure, handleSubmit, saveCallbacks } = useEditorForm({
    initialValues,
    validate,
    sameValues,
    problemErrors,
    onDirtyChange,
  });

  function submit(values: ListingFormValues) {
    const input = toListingWriteInput(values);
    if (listing === null) create.mutate({ body: input }, saveCallbacks(t('form.posted'), onSaved));
    else
      update.mutate(
        { params: { listing_id: listing.listing_id }, body: input },
        saveCallbacks(t('form.saved'), onSaved),
      );
  }

  return (
    <AddEditForm
      isNew={listing === null}
      texts={(key) => t(`form.${key}`)}
      editor={{ isDirty, failure, handleSubmit }}
      onSubmit={submit}
      onCancel={onCancel}
      pending={pending}
      newIcon={IconSend}
    >
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
    </AddEditForm>
  );
}
