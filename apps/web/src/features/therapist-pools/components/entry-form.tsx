import { useEffect, useMemo, useState } from 'react';
import { Checkbox, NumberInput, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  therapistEntryWriteBodySchema,
  therapistPoolLimits,
  type OwnTherapistEntry,
  type TherapistPool,
} from '@campus/contracts';
import { useProblemFieldErrors } from '../../../lib/form-validation';
import { ProblemError } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ErrorAlert } from '../../../components/error-alert';
import { FormActions } from '../../../components/form-actions';
import { useCreateEntry, useUpdateEntry } from '../api';
import {
  newPoolEntryValues,
  samePoolEntryValues,
  toPoolEntryInput,
  toPoolEntryValues,
  type PoolEntryFormValues,
} from '../form-values';
import { usePoolEntryLabels, usePoolEntryValidation } from '../use-entry-validation';

interface PoolEntryFormProps {
  pool: TherapistPool;
  /** The author's waiting entry to edit, or null to share a new one. */
  entry: OwnTherapistEntry | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
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
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const labels = usePoolEntryLabels();
  const validate = usePoolEntryValidation(labels);
  const problemFieldErrors = useProblemFieldErrors(labels);
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const initialValues = useMemo(
    () => (entry === null ? newPoolEntryValues() : toPoolEntryValues(entry)),
    [entry],
  );
  const [isDirty, setIsDirty] = useState(false);
  const [experienceLength, setExperienceLength] = useState(initialValues.experience.length);
  const form = useForm<PoolEntryFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate,
    onValuesChange: (values) => {
      setIsDirty(!samePoolEntryValues(values, initialValues));
      setExperienceLength(values.experience.length);
    },
  });

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  function failed(error: unknown) {
    setFailure(errorMessage(error));
    if (error instanceof ProblemError) form.setErrors(problemFieldErrors(error.problem.errors));
  }

  function submit(values: PoolEntryFormValues) {
    setFailure(null);
    // The form's checks passed, so its values read as the contract's body.
    const parsed = therapistEntryWriteBodySchema.safeParse(toPoolEntryInput(values));
    if (!parsed.success) {
      failed(parsed.error);
      return;
    }
    const input = parsed.data;
    const done = (message: 'form.added' | 'form.saved') => () => {
      notifications.show({ color: 'green', message: t(message) });
      onSaved();
    };
    if (entry === null) {
      create.mutate(
        { params: { pool }, body: input },
        { onSuccess: done('form.added'), onError: failed },
      );
    } else {
      update.mutate(
        { params: { pool, id: entry.entry_id }, body: input },
        { onSuccess: done('form.saved'), onError: failed },
      );
    }
  }

  const title = entry === null ? t('form.addTitle') : t('form.editTitle');
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={form.onSubmit(submit, () => {
        setFailure(tCommon('errors.checkForm'));
      })}
    >
      <Stack gap="md">
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
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
          <NumberInput
            label={labels.sessions}
            required
            min={limits.minSessions}
            max={limits.maxSessions}
            allowDecimal={false}
            allowNegative={false}
            key={form.key('sessions')}
            {...form.getInputProps('sessions')}
          />
        </SimpleGrid>
        <NumberInput
          label={labels.fee}
          description={t('form.feeHint')}
          required
          min={limits.minFee}
          max={limits.maxFee}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator=" "
          key={form.key('fee')}
          {...form.getInputProps('fee')}
        />
        <Checkbox
          label={labels.is_online}
          key={form.key('is_online')}
          {...form.getInputProps('is_online', { type: 'checkbox' })}
        />
        <Textarea
          label={labels.experience}
          description={
            <>
              {t('form.experienceHint')}{' '}
              <Text span size="xs" c="dimmed">
                {t('form.counter', { count: experienceLength, max: limits.experienceMaxLength })}
              </Text>
            </>
          }
          required
          rows={6}
          resize="vertical"
          maxLength={limits.experienceMaxLength}
          key={form.key('experience')}
          {...form.getInputProps('experience')}
        />
        <FormActions
          isNew={entry === null}
          isDirty={isDirty}
          pending={pending}
          onCancel={onCancel}
          submitLabel={entry === null ? t('form.submitAdd') : t('form.submitEdit')}
          newIcon={IconSend}
        />
      </Stack>
    </form>
  );
}
