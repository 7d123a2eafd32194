import { useEffect, useMemo, useState } from 'react';
import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { devLogKinds, devLogLimits, type DevLogEntry } from '@campus/contracts';
import { useProblemFieldErrors } from '../../../lib/form-validation';
import { ProblemError } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ErrorAlert } from '../../../components/error-alert';
import { FormActions } from '../../../components/form-actions';
import { useCreateDevLogEntry, useUpdateDevLogEntry } from '../api';
import {
  newDevLogValues,
  sameValues,
  toDevLogFormValues,
  toDevLogWriteInput,
  type DevLogFormValues,
} from '../form-values';
import { useDevLogFieldLabels, useDevLogValidation } from '../use-dev-log-validation';

interface DevLogFormProps {
  /** The entry to edit, or null to add one. */
  entry: DevLogEntry | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

/** Adds (`POST`) or saves (`PUT`) a dev log entry in both languages. */
export function DevLogForm({ entry, onDirtyChange, onCancel, onSaved }: DevLogFormProps) {
  const { t } = useTranslation('dev-log');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const labels = useDevLogFieldLabels();
  const validate = useDevLogValidation(labels);
  const problemFieldErrors = useProblemFieldErrors(labels);
  const create = useCreateDevLogEntry();
  const update = useUpdateDevLogEntry();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const initialValues = useMemo(
    () => (entry === null ? newDevLogValues(new Date()) : toDevLogFormValues(entry)),
    [entry],
  );
  const [isDirty, setIsDirty] = useState(false);
  const form = useForm<DevLogFormValues>({
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
    if (error instanceof ProblemError) form.setErrors(problemFieldErrors(error.problem.errors));
  }

  function saved(message: 'form.added' | 'form.saved') {
    notifications.show({ color: 'green', message: t(message) });
    onSaved();
  }

  function submit(values: DevLogFormValues) {
    const input = toDevLogWriteInput(values);
    setFailure(null);
    if (entry === null) {
      create.mutate(
        { body: input },
        {
          onSuccess: () => {
            saved('form.added');
          },
          onError: failed,
        },
      );
      return;
    }
    update.mutate(
      { params: { entry_id: entry.entry_id }, body: input },
      {
        onSuccess: () => {
          saved('form.saved');
        },
        onError: failed,
      },
    );
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
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={labels.version}
            placeholder="1.4.0"
            maxLength={devLogLimits.versionMaxLength}
            key={form.key('version')}
            {...form.getInputProps('version')}
          />
          <Select
            label={labels.kind}
            required
            allowDeselect={false}
            data={devLogKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            key={form.key('kind')}
            {...form.getInputProps('kind')}
          />
          <TextInput
            type="datetime-local"
            label={labels.published_at}
            required
            key={form.key('published_at')}
            {...form.getInputProps('published_at')}
          />
        </SimpleGrid>
        <TextInput
          label={labels.title_en}
          required
          maxLength={devLogLimits.titleMaxLength}
          key={form.key('title_en')}
          {...form.getInputProps('title_en')}
        />
        <Textarea
          label={labels.body_en}
          required
          minRows={4}
          key={form.key('body_en')}
          {...form.getInputProps('body_en')}
        />
        <TextInput
          label={labels.title_tr}
          required
          maxLength={devLogLimits.titleMaxLength}
          key={form.key('title_tr')}
          {...form.getInputProps('title_tr')}
        />
        <Textarea
          label={labels.body_tr}
          required
          minRows={4}
          key={form.key('body_tr')}
          {...form.getInputProps('body_tr')}
        />
        <FormActions
          isNew={entry === null}
          isDirty={isDirty}
          pending={pending}
          onCancel={onCancel}
          submitLabel={entry === null ? t('form.submitAdd') : t('form.submitEdit')}
        />
      </Stack>
    </form>
  );
}
