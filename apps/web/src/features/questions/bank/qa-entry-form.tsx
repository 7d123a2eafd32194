import { Fragment, useMemo } from 'react';
import { NumberInput, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  qaEntryWriteBodySchema,
  qaStatuses,
  questionLimits,
  type QaEntry,
  type QuestionGroup,
} from '@campus/contracts';
import type { EditorFormProps } from '../../../components/editor-drawer';
import { AddEditForm } from '../../../components/add-edit-form';
import { useEditorForm } from '../../../lib/use-form-failure';
import { useCreateQaEntry, useUpdateQaEntry } from '../api';
import { GroupSelect } from '../components/group-select';
import {
  newQaValues,
  sameQaValues,
  toQaFormValues,
  toQaInput,
  useQaFieldLabels,
  useQaProblemErrors,
  useQaValidation,
  type QaFormValues,
} from './qa-form-values';

interface QaEntryFormProps extends EditorFormProps {
  groups: readonly QuestionGroup[];
  /** The entry to edit, or null to add one. */
  entry: QaEntry | null;
  initialGroupId: number | undefined;
}

/** Adds (`POST`) or saves (`PUT`) a bilingual Q&A entry (moderators). */
export function QaEntryForm({
  groups,
  entry,
  initialGroupId,
  onDirtyChange,
  onCancel,
  onSaved,
}: QaEntryFormProps) {
  const { t } = useTranslation('questions');
  const labels = useQaFieldLabels();
  const validate = useQaValidation(labels);
  const problemErrors = useQaProblemErrors(labels);
  const create = useCreateQaEntry();
  const update = useUpdateQaEntry();
  const pending = create.isPending || update.isPending;

  const initialValues = useMemo(
    () => (entry === null ? newQaValues(initialGroupId) : toQaFormValues(entry)),
    [entry, initialGroupId],
  );
  const { form, isDirty, failure, handleSubmit, saveCallbacks } = useEditorForm({
    initialValues,
    validate,
    sameValues: sameQaValues,
    problemErrors,
    onDirtyChange,
  });

  function submit(values: QaFormValues) {
    const input = qaEntryWriteBodySchema.parse(toQaInput(values));
    if (entry === null)
      create.mutate({ body: input }, saveCallbacks(t('bank.form.added'), onSaved));
    else
      update.mutate(
        { params: { entry_id: entry.entry_id }, body: input },
        saveCallbacks(t('bank.form.saved'), onSaved),
      );
  }

  return (
    <AddEditForm
      isNew={entry === null}
      texts={(key) => t(`bank.form.${key}`)}
      editor={{ isDirty, failure, handleSubmit }}
      onSubmit={submit}
      onCancel={onCancel}
      pending={pending}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <GroupSelect
          groups={groups}
          label={labels.group_id}
          key={form.key('group_id')}
          {...form.getInputProps('group_id')}
        />
        <Select
          label={labels.status}
          required
          allowDeselect={false}
          data={qaStatuses.map((status) => ({
            value: status,
            label: t(`bank.status.${status}`),
          }))}
          key={form.key('status')}
          {...form.getInputProps('status')}
        />
        <NumberInput
          label={labels.order}
          description={t('bank.form.orderHint')}
          min={1}
          max={questionLimits.qaOrderMax}
          allowDecimal={false}
          key={form.key('order')}
          {...form.getInputProps('order')}
        />
      </SimpleGrid>
      <TextInput
        label={labels.author}
        required
        description={t('bank.form.authorHint')}
        maxLength={questionLimits.qaAuthorMaxLength}
        key={form.key('author')}
        {...form.getInputProps('author')}
      />
      {(['en', 'tr'] as const).map((lang) => (
        <Fragment key={lang}>
          <Textarea
            label={labels[`question_${lang}`]}
            required
            minRows={2}
            maxLength={questionLimits.qaQuestionMaxLength}
            key={form.key(`question_${lang}`)}
            {...form.getInputProps(`question_${lang}`)}
          />
          <Textarea
            label={labels[`answer_${lang}`]}
            minRows={3}
            maxLength={questionLimits.qaAnswerMaxLength}
            key={form.key(`answer_${lang}`)}
            {...form.getInputProps(`answer_${lang}`)}
          />
        </Fragment>
      ))}
    </AddEditForm>
  );
}
