import { useCallback, useMemo } from 'react';
import { NumberInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  questionGroupCreateBodySchema,
  questionGroupUpdateBodySchema,
  questionLimits,
  questionMessages,
  type QuestionGroup,
} from '@campus/contracts';
import type { EditorFormProps } from '../../../components/editor-drawer';
import { AddEditForm } from '../../../components/add-edit-form';
import { useIssueMessage, useProblemFieldErrors, validateWith } from '../../../lib/form-validation';
import { useEditorForm } from '../../../lib/use-form-failure';
import { useCreateGroup, useUpdateGroup } from '../api';
import { WholeNumberInput } from '../../../components/whole-number-input';

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

/** A number field holds a number or the text typed so far: compare them as text. */
function sameValues(a: GroupFormValues, b: GroupFormValues): boolean {
  return (Object.keys(a) as (keyof GroupFormValues)[]).every(
    (key) => String(a[key]) === String(b[key]),
  );
}

interface GroupFormProps extends EditorFormProps {
  /** The group to edit, or null to add one. */
  group: QuestionGroup | null;
}

/** Adds a group with its 4-digit id, or renames one and changes its display order. */
export function GroupForm({ group, onDirtyChange, onCancel, onSaved }: GroupFormProps) {
  const { t } = useTranslation('questions');
  const { t: tCommon } = useTranslation('common');
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
  const problemErrors = useProblemFieldErrors(labels, ruleMessages);
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const pending = create.isPending || update.isPending;
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
  const validate = useCallback(
    (values: GroupFormValues) =>
      validateWith(
        group === null ? questionGroupCreateBodySchema : questionGroupUpdateBodySchema,
        toBody(values),
        labels,
        issueMessage,
      ),
    [group, labels, issueMessage],
  );
  const { form, isDirty, failure, handleSubmit, saveCallbacks } = useEditorForm({
    initialValues,
    validate,
    sameValues,
    problemErrors,
    onDirtyChange,
  });

  function submit(values: GroupFormValues) {
    if (group === null)
      create.mutate(
        { body: questionGroupCreateBodySchema.parse(toBody(values)) },
        saveCallbacks(t('groups.form.added'), onSaved),
      );
    else
      update.mutate(
        {
          params: { group_id: group.group_id },
          body: questionGroupUpdateBodySchema.parse(toBody(values)),
        },
        saveCallbacks(t('groups.form.saved'), onSaved),
      );
  }

  return (
    <AddEditForm
      isNew={group === null}
      texts={(key) => t(`groups.form.${key}`)}
      editor={{ isDirty, failure, handleSubmit }}
      onSubmit={submit}
      onCancel={onCancel}
      pending={pending}
    >
      <WholeNumberInput
        label={labels.group_id}
        description={t('groups.form.idHint')}
        required
        disabled={group !== null}
        min={questionLimits.groupIdMin}
        max={questionLimits.groupIdMax}
        key={form.key('group_id')}
        {...form.getInputProps('group_id')}
      />
      {(['name_en', 'name_tr'] as const).map((field) => (
        <TextInput
          key={form.key(field)}
          label={labels[field]}
          required
          maxLength={questionLimits.groupNameMaxLength}
          {...form.getInputProps(field)}
        />
      ))}
      <NumberInput
        label={labels.display_order}
        required
        min={1}
        allowDecimal={false}
        key={form.key('display_order')}
        {...form.getInputProps('display_order')}
      />
    </AddEditForm>
  );
}
