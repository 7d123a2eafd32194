import { useEffect, useMemo, useState } from 'react';
import { NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  qaEntryWriteBodySchema,
  qaStatuses,
  questionLimits,
  type QaEntry,
  type QuestionGroup,
} from '@campus/contracts';
import { ProblemError } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ErrorAlert } from '../../../components/error-alert';
import { FormActions } from '../../../components/form-actions';
import { useCreateQaEntry, useUpdateQaEntry } from '../api';
import { groupName, useLanguage } from '../language';
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

interface QaEntryFormProps {
  groups: readonly QuestionGroup[];
  /** The entry to edit, or null to add one. */
  entry: QaEntry | null;
  initialGroupId: number | undefined;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
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
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const labels = useQaFieldLabels();
  const validate = useQaValidation(labels);
  const problemErrors = useQaProblemErrors(labels);
  const create = useCreateQaEntry();
  const update = useUpdateQaEntry();
  const pending = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string | null>(null);

  const initialValues = useMemo(
    () => (entry === null ? newQaValues(initialGroupId) : toQaFormValues(entry)),
    [entry, initialGroupId],
  );
  const [isDirty, setIsDirty] = useState(false);
  const form = useForm<QaFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate,
    onValuesChange: (values) => {
      setIsDirty(!sameQaValues(values, initialValues));
    },
  });

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  function failed(error: unknown) {
    setFailure(errorMessage(error));
    if (error instanceof ProblemError) form.setErrors(problemErrors(error.problem.errors));
  }

  function saved(message: string) {
    notifications.show({ color: 'green', message });
    onSaved();
  }

  function submit(values: QaFormValues) {
    const input = qaEntryWriteBodySchema.parse(toQaInput(values));
    setFailure(null);
    if (entry === null) {
      create.mutate(
        { body: input },
        {
          onSuccess: () => {
            saved(t('bank.form.added'));
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
          saved(t('bank.form.saved'));
        },
        onError: failed,
      },
    );
  }

  const title = entry === null ? t('bank.form.addTitle') : t('bank.form.editTitle');
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
          <Select
            label={labels.group_id}
            required
            allowDeselect={false}
            data={groups.map((group) => ({
              value: String(group.group_id),
              label: groupName(group, language),
            }))}
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
        <Textarea
          label={labels.question_en}
          required
          minRows={2}
          maxLength={questionLimits.qaQuestionMaxLength}
          key={form.key('question_en')}
          {...form.getInputProps('question_en')}
        />
        <Textarea
          label={labels.answer_en}
          minRows={3}
          maxLength={questionLimits.qaAnswerMaxLength}
          key={form.key('answer_en')}
          {...form.getInputProps('answer_en')}
        />
        <Textarea
          label={labels.question_tr}
          required
          minRows={2}
          maxLength={questionLimits.qaQuestionMaxLength}
          key={form.key('question_tr')}
          {...form.getInputProps('question_tr')}
        />
        <Textarea
          label={labels.answer_tr}
          minRows={3}
          maxLength={questionLimits.qaAnswerMaxLength}
          key={form.key('answer_tr')}
          {...form.getInputProps('answer_tr')}
        />
        <FormActions
          isNew={entry === null}
          isDirty={isDirty}
          pending={pending}
          onCancel={onCancel}
          submitLabel={entry === null ? t('bank.form.submitAdd') : t('bank.form.submitEdit')}
        />
      </Stack>
    </form>
  );
}
