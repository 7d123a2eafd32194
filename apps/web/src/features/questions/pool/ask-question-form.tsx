import { useMemo } from 'react';
import { Checkbox, TextInput, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  poolQuestionWriteBodySchema,
  questionLimits,
  type PoolGroup,
  type PoolQuestion,
  type PoolQuestionWriteInput,
} from '@campus/contracts';
import { useIssueMessage, useProblemFieldErrors, validateWith } from '../../../lib/form-validation';
import { useEditorForm } from '../../../lib/use-form-failure';
import type { EditorFormProps } from '../../../components/editor-drawer';
import { AddEditForm, type AddEditFormTextKey } from '../../../components/add-edit-form';
import { useAskQuestion, useEditQuestion } from '../api';
import { GroupSelect } from '../components/group-select';

interface AskFormValues {
  group_id: string;
  title: string;
  content: string;
  is_anonymous: boolean;
}

function toInput(values: AskFormValues): Partial<PoolQuestionWriteInput> {
  return {
    ...(values.group_id === '' ? {} : { group_id: Number(values.group_id) }),
    title: values.title,
    content: values.content,
    is_anonymous: values.is_anonymous,
  };
}

function sameValues(left: AskFormValues, right: AskFormValues): boolean {
  return (Object.keys(left) as (keyof AskFormValues)[]).every((key) => left[key] === right[key]);
}

/** A question is asked rather than added: the form's own keys under `pool.form`. */
const askTextKeys: Record<AddEditFormTextKey, string> = {
  addTitle: 'askTitle',
  editTitle: 'editTitle',
  submitAdd: 'submitAsk',
  submitEdit: 'submitEdit',
};

interface AskQuestionFormProps extends Omit<EditorFormProps, 'onSaved'> {
  groups: readonly PoolGroup[];
  /** The question to edit, or null to ask a new one. */
  question: PoolQuestion | null;
  /** The group to start with when asking. */
  initialGroupId: number | undefined;
  onSaved: (question: PoolQuestion) => void;
}

/** Asks (`POST`) or edits (`PUT`) a pool question, by name or anonymously. */
export function AskQuestionForm({
  groups,
  question,
  initialGroupId,
  onDirtyChange,
  onCancel,
  onSaved,
}: AskQuestionFormProps) {
  const { t } = useTranslation('questions');
  const { t: tCommon } = useTranslation('common');
  const labels = useMemo(
    () => ({
      group_id: t('pool.form.group'),
      title: t('pool.form.title'),
      content: t('pool.form.content'),
      is_anonymous: t('pool.form.anonymous'),
    }),
    [t],
  );
  const ruleMessages = useMemo(
    () => ({ 'Group id must be a 4-digit number': tCommon('validation.groupId') }),
    [tCommon],
  );
  const issueMessage = useIssueMessage(ruleMessages);
  const problemErrors = useProblemFieldErrors(labels);
  const ask = useAskQuestion();
  const edit = useEditQuestion();
  const pending = ask.isPending || edit.isPending;

  const initialValues = useMemo<AskFormValues>(
    () =>
      question === null
        ? {
            group_id: initialGroupId === undefined ? '' : String(initialGroupId),
            title: '',
            content: '',
            is_anonymous: false,
          }
        : {
            group_id: String(question.group_id),
            title: question.title,
            content: question.content,
            is_anonymous: question.is_anonymous,
          },
    [question, initialGroupId],
  );
  const { form, isDirty, failure, handleSubmit, saveCallbacks } = useEditorForm({
    initialValues,
    validate: (values) =>
      validateWith(poolQuestionWriteBodySchema, toInput(values), labels, issueMessage),
    sameValues,
    problemErrors,
    onDirtyChange,
  });

  function submit(values: AskFormValues) {
    const body = poolQuestionWriteBodySchema.parse(toInput(values));
    if (question === null) ask.mutate({ body }, saveCallbacks(t('pool.form.asked'), onSaved));
    else
      edit.mutate(
        { params: { question_id: question.question_id }, body },
        saveCallbacks(t('pool.form.saved'), onSaved),
      );
  }

  return (
    <AddEditForm
      isNew={question === null}
      texts={(key) => t(`pool.form.${askTextKeys[key]}`)}
      editor={{ isDirty, failure, handleSubmit }}
      onSubmit={submit}
      onCancel={onCancel}
      pending={pending}
      newIcon={IconSend}
    >
      <GroupSelect
        groups={groups}
        label={labels.group_id}
        key={form.key('group_id')}
        {...form.getInputProps('group_id')}
      />
      <TextInput
        label={labels.title}
        required
        maxLength={questionLimits.poolTitleMaxLength}
        description={t('pool.form.titleHint', {
          min: questionLimits.poolTitleMinLength,
          max: questionLimits.poolTitleMaxLength,
        })}
        key={form.key('title')}
        {...form.getInputProps('title')}
      />
      <Textarea
        label={labels.content}
        required
        minRows={5}
        maxLength={questionLimits.poolContentMaxLength}
        description={t('pool.form.contentHint', {
          min: questionLimits.poolContentMinLength,
          max: questionLimits.poolContentMaxLength,
        })}
        key={form.key('content')}
        {...form.getInputProps('content')}
      />
      <Checkbox
        label={labels.is_anonymous}
        description={t('pool.form.anonymousHint')}
        key={form.key('is_anonymous')}
        {...form.getInputProps('is_anonymous', { type: 'checkbox' })}
      />
    </AddEditForm>
  );
}
