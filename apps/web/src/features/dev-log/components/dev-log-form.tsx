import { useMemo } from 'react';
import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { devLogKinds, devLogLimits, type DevLogEntry } from '@campus/contracts';
import type { EditorFormProps } from '../../../components/editor-drawer';
import { AddEditForm } from '../../../components/add-edit-form';
import { useProblemFieldErrors } from '../../../lib/form-validation';
import { useEditorForm } from '../../../lib/use-form-failure';
import { useCreateDevLogEntry, useUpdateDevLogEntry } from '../api';
import {
  newDevLogValues,
  sameValues,
  toDevLogFormValues,
  toDevLogWriteInput,
  type DevLogFormValues,
} from '../form-values';
import { useDevLogFieldLabels, useDevLogValidation } from '../use-dev-log-validation';

interface DevLogFormProps extends EditorFormProps {
  /** The entry to edit, or null to add one. */
  entry: DevLogEntry | null;
}

/** Adds (`POST`) or saves (`PUT`) a dev log entry in both languages. */
export function DevLogForm({ entry, onDirtyChange, onCancel, onSaved }: DevLogFormProps) {
  const { t } = useTranslation('dev-log');
  const labels = useDevLogFieldLabels();
  const validate = useDevLogValidation(labels);
  const problemErrors = useProblemFieldErrors(labels);
  const create = useCreateDevLogEntry();
  const update = useUpdateDevLogEntry();
  const pending = create.isPending || update.isPending;

  const initialValues = useMemo(
    () => (entry === null ? newDevLogValues(new Date()) : toDevLogFormValues(entry)),
    [entry],
  );
  const { form, isDirty, failure, handleSubmit, saveCallbacks } = useEditorForm({
    initialValues,
    validate,
    sameValues,
    problemErrors,
    onDirtyChange,
  });

  function submit(values: DevLogFormValues) {
    const input = toDevLogWriteInput(values);
    if (entry === null) create.mutate({ body: input }, saveCallbacks(t('form.added'), onSaved));
    else
      update.mutate(
        { params: { entry_id: entry.entry_id }, body: input },
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
    >
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
    </AddEditForm>
  );
}
