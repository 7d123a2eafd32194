import { useEffect, useMemo, useState } from 'react';
import { NumberInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  questionGroupCreateBodySchema,
  questionGroupUpdateBodySchema,
  questionLimits,
  questionMessages,
  type QuestionGroup,
} from '@campus/contracts';
import { useIssueMessage, useProblemFieldErrors, validateWith } from '../../../lib/form-validation';
import { ProblemError } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';
import { ErrorAlert } from '../../../components/error-alert';
import { FormActions } from '../../../components/form-actions';
import { useCreateGroup, useUpdateGroup } from '../api';

interface GroupFormValues {
  group_id: string | number;
  name_en: string;
  name_tr: string;
  display_order: string | number;
}

function numberOrUndefined(value: string | number): number | undefined {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? undefined : Number(value);
}

function toBody(values: GroupFormValues) {
  return {
    group_id: numberOrUndefined(values.group_id),
    name_en: values.name_en,
    name_tr: values.name_tr,
    display_order: numberOrUndefined(values.display_order),
  };
}

interface GroupFormProps {
  /** The group to edit, or null to add one. */
  group: QuestionGroup | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

/** Adds a group with its 4-digit id, or renames one and changes its display order. */
export function GroupForm({ group, onDirtyChange, onCancel, onSaved }: GroupFormProps) {
  const { t } = useTranslation('questions');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const labels = useMemo(
    () => ({
      group_id: t('groups.form.id'),
      name_en: t('groups.form.nameEn'),
      name_tr: t('groups.form.nameTr'),
      display_order: t('groups.form.order'),
    }),
    [t],
  );
  const ruleMessages = useMemo<Readonly<Record<string, string>>>(
    () => ({
      [questionMessages.groupId]: tCommon('validation.groupId'),
      [questionMessages.displayOrder]: t('groups.form.orderRule'),
    }),
    [t, tCommon],
  );
  const issueMessage = useIssueMessage(ruleMessages);
  const problemFieldErrors = useProblemFieldErrors(labels);
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const pending = create.isPending || update.isPending;
  const [failure, setFailure] = useState<string | null>(null);
  const initialValues = useMemo<GroupFormValues>(
    () =>
      group === null
        ? { group_id: '', name_en: '', name_tr: '', display_order: '' }
        : {
            group_id: group.group_id,
            name_en: group.name_en,
            name_tr: group.name_tr,
            display_order: group.display_order,
          },
    [group],
  );
  const [isDirty, setIsDirty] = useState(false);
  const form = useForm<GroupFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate: (values) =>
      validateWith(
        group === null ? questionGroupCreateBodySchema : questionGroupUpdateBodySchema,
        toBody(values),
        labels,
        issueMessage,
      ),
    onValuesChange: (values) => {
      setIsDirty(
        (Object.keys(values) as (keyof GroupFormValues)[]).some(
          (key) => String(values[key]) !== String(initialValues[key]),
        ),
      );
    },
  });

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  function failed(error: unknown) {
    setFailure(errorMessage(error));
    if (error instanceof ProblemError) {
      const errors = problemFieldErrors(error.problem.errors);
      for (const [field, message] of Object.entries(errors))
        errors[field] = ruleMessages[message] ?? message;
      form.setErrors(errors);
    }
  }

  function done(message: string) {
    notifications.show({ color: 'green', message });
    onSaved();
  }

  function submit(values: GroupFormValues) {
    setFailure(null);
    if (group === null) {
      create.mutate(
        { body: questionGroupCreateBodySchema.parse(toBody(values)) },
        {
          onSuccess: () => {
            done(t('groups.form.added'));
          },
          onError: failed,
        },
      );
      return;
    }
    update.mutate(
      {
        params: { group_id: group.group_id },
        body: questionGroupUpdateBodySchema.parse(toBody(values)),
      },
      {
        onSuccess: () => {
          done(t('groups.form.saved'));
        },
        onError: failed,
      },
    );
  }

  const title = group === null ? t('groups.form.addTitle') : t('groups.form.editTitle');
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
        <NumberInput
          label={labels.group_id}
          description={t('groups.form.idHint')}
          required
          disabled={group !== null}
          min={questionLimits.groupIdMin}
          max={questionLimits.groupIdMax}
          allowDecimal={false}
          allowNegative={false}
          key={form.key('group_id')}
          {...form.getInputProps('group_id')}
        />
        <TextInput
          label={labels.name_en}
          required
          maxLength={questionLimits.groupNameMaxLength}
          key={form.key('name_en')}
          {...form.getInputProps('name_en')}
        />
        <TextInput
          label={labels.name_tr}
          required
          maxLength={questionLimits.groupNameMaxLength}
          key={form.key('name_tr')}
          {...form.getInputProps('name_tr')}
        />
        <NumberInput
          label={labels.display_order}
          required
          min={1}
          allowDecimal={false}
          key={form.key('display_order')}
          {...form.getInputProps('display_order')}
        />
        <FormActions
          isNew={group === null}
          isDirty={isDirty}
          pending={pending}
          onCancel={onCancel}
          submitLabel={group === null ? t('groups.form.submitAdd') : t('groups.form.submitEdit')}
        />
      </Stack>
    </form>
  );
}
