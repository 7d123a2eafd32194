import { useEffect, useMemo, useState } from 'react';
import { Checkbox, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
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
import { ProblemError } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ErrorAlert } from '../../../components/error-alert';
import { FormActions } from '../../../components/form-actions';
import { useAskQuestion, useEditQuestion } from '../api';
import { groupName, useLanguage } from '../language';

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

interface AskQuestionFormProps {
  groups: readonly PoolGroup[];
  /** The question to edit, or null to ask a new one. */
  question: PoolQuestion | null;
  /** The group to start with when asking. */
  initialGroupId: number | undefined;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
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
  const language = useLanguage();
  const errorMessage = useErrorMessage();
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
  const problemFieldErrors = useProblemFieldErrors(labels);
  const ask = useAskQuestion();
  const edit = useEditQuestion();
  const pending = ask.isPending || edit.isPending;
  const [failure, setFailure] = useState<string | null>(null);

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
  const [isDirty, setIsDirty] = useState(false);
  const form = useForm<AskFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate: (values) =>
      validateWith(poolQuestionWriteBodySchema, toInput(values), labels, issueMessage),
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

  function submit(values: AskFormValues) {
    const body = poolQuestionWriteBodySchema.parse(toInput(values));
    setFailure(null);
    const done = (saved: PoolQuestion) => {
      notifications.show({
        color: 'green',
        message: question === null ? t('pool.form.asked') : t('pool.form.saved'),
      });
      onSaved(saved);
    };
    if (question === null) {
      ask.mutate({ body }, { onSuccess: done, onError: failed });
    } else {
      edit.mutate(
        { params: { question_id: question.question_id }, body },
        { onSuccess: done, onError: failed },
      );
    }
  }

  const title = question === null ? t('pool.form.askTitle') : t('pool.form.editTitle');
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
        <FormActions
          isNew={question === null}
          isDirty={isDirty}
          pending={pending}
          onCancel={onCancel}
          submitLabel={question === null ? t('pool.form.submitAsk') : t('pool.form.submitEdit')}
          newIcon={IconSend}
        />
      </Stack>
    </form>
  );
}
