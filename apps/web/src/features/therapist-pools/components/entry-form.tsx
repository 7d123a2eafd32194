import { useMemo, useState } from 'react';
import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  therapistEntryWriteBodySchema,
  therapistPoolLimits,
  type OwnTherapistEntry,
  type TherapistPool,
} from '@campus/contracts';
import { CountedTextarea } from '../../../components/counted-textarea';
import type { EditorFormProps } from '../../../components/editor-drawer';
import { AddEditForm } from '../../../components/add-edit-form';
import { useProblemFieldErrors } from '../../../lib/form-validation';
import { useEditorForm } from '../../../lib/use-form-failure';
import { useCreateEntry, useUpdateEntry } from '../api';
import {
  newPoolEntryValues,
  samePoolEntryValues,
  toPoolEntryInput,
  toPoolEntryValues,
  type PoolEntryFormValues,
} from '../form-values';
import { usePoolEntryLabels, usePoolEntryValidation } from '../use-entry-validation';
import { WholeNumberInput } from '../../../components/whole-number-input';

interface PoolEntryFormProps extends EditorFormProps {
  pool: TherapistPool;
  /** The author's waiting entry to edit, or null to share a new one. */
  entry: OwnTherapistEntry | null;
}

const limits = therapistPoolLimits;

/** Shares (`POST`) or changes (`PUT`, while waiting) an experience of a therapist. */
export function PoolEntryForm({
  pool,
  entry,
  onDirtyChange,
  onCancel,
  onSaved,
}: PoolEntryFormProps) {
  const { t } = useTranslation('therapist-pools');
  const labels = usePoolEntryLabels();
  const validate = usePoolEntryValidation(labels);
  const problemErrors = useProblemFieldErrors(labels);
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const pending = create.isPending || update.isPending;

  const initialValues = useMemo(
    () => (entry === null ? newPoolEntryValues() : toPoolEntryValues(entry)),
    [entry],
  );
  const [experienceLength, setExperienceLength] = useState(initialValues.experience.length);
  const { form, isDirty, failure, fail, handleSubmit, saveCallbacks } = useEditorForm({
    initialValues,
    validate,
    sameValues: samePoolEntryValues,
    problemErrors,
    onDirtyChange,
    onValuesChange: (values) => {
      setExperienceLength(values.experience.length);
    },
  });

  function submit(values: PoolEntryFormValues) {
    // The form's checks passed, so its values read as the contract's body.
    const parsed = therapistEntryWriteBodySchema.safeParse(toPoolEntryInput(values));
    if (!parsed.success) {
      fail(parsed.error);
      return;
    }
    const input = parsed.data;
    if (entry === null)
      create.mutate({ params: { pool }, body: input }, saveCallbacks(t('form.added'), onSaved));
    else
      update.mutate(
        { params: { pool, id: entry.entry_id }, body: input },
        saveCallbacks(t('form.saved'), onSaved),
      );
  }

  return (
    <AddEditForm
      isNew={entry === null}
      texts={(key) => t(`form.${key}`)}
      editor={{ isDirty, failure, handleSubmit }}
      onSubmit={submit}
      onCancel={onCancel}
      pending={pending}
      newIcon={IconSend}
    >
      <TextInput
        label={labels.therapist_name}
        description={t('form.therapistNameHint')}
        required
        maxLength={limits.therapistNameMaxLength}
        key={form.key('therapist_name')}
        {...form.getInputProps('therapist_name')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={labels.city}
          required
          maxLength={limits.cityMaxLength}
          key={form.key('city')}
          {...form.getInputProps('city')}
        />
        <WholeNumberInput
          label={labels.sessions}
          required
          min={limits.minSessions}
          max={limits.maxSessions}
          key={form.key('sessions')}
          {...form.getInputProps('sessions')}
        />
      </SimpleGrid>
      <WholeNumberInput
        label={labels.fee}
        description={t('form.feeHint')}
        required
        min={limits.minFee}
        max={limits.maxFee}
        thousandSeparator=" "
        key={form.key('fee')}
        {...form.getInputProps('fee')}
      />
      <Checkbox
        label={labels.is_online}
        key={form.key('is_online')}
        {...form.getInputProps('is_online', { type: 'checkbox' })}
      />
      <CountedTextarea
        label={labels.experience}
        hint={t('form.experienceHint')}
        count={experienceLength}
        max={limits.experienceMaxLength}
        counter={t('form.counter', { count: experienceLength, max: limits.experienceMaxLength })}
        required
        rows={6}
        resize="vertical"
        maxLength={limits.experienceMaxLength}
        key={form.key('experience')}
        {...form.getInputProps('experience')}
      />
    </AddEditForm>
  );
}
