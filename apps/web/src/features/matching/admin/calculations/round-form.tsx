import { useCallback, useMemo, useState } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  matchingLimits,
  matchPurposes,
  matchRoundBodySchema,
  matchRoundStatuses,
  type FieldProblem,
  type MatchRoundAdmin,
} from '@campus/contracts';
import type { EditorFormProps } from '../../../../components/editor-drawer';
import { ValidatedForm } from '../../../../components/validated-form';
import {
  useIssueMessage,
  useProblemFieldErrors,
  validateWith,
} from '../../../../lib/form-validation';
import { statusOf } from '../../../../lib/problem-error';
import { useEditorForm } from '../../../../lib/use-form-failure';
import { roundTitleOf } from '../../round-title';
import { ConflictAlert } from '../edit-frames';
import {
  useBundleChoices,
  useBundleQuestions,
  useCreateRound,
  useMatchSettings,
  useUpdateRound,
} from './api';
import { CriteriaEditor } from './criteria-editor';
import {
  comparableValues,
  criteriaProblems,
  defaultBundleValue,
  newRoundValues,
  questionChoicesOf,
  roundDateFields,
  toRoundBody,
  toRoundFormValues,
  windowOrderProblems,
  type RoundFormValues,
} from './round-form-values';
import { RoundRulesFields, RoundWindowFields } from './round-rules-fields';

interface RoundFormProps extends Omit<EditorFormProps, 'onSaved'> {
  /** The round to change, or null for a new one. */
  round: MatchRoundAdmin | null;
  /** Whether dating may be chosen as the purpose (the admin setting). */
  datingEnabled: boolean;
  onSaved: (round: MatchRoundAdmin) => void;
  /** Reads the round again and opens the form on its current values (after a 409). */
  onReload?: () => Promise<unknown>;
}

const fieldNames = [
  'title_en',
  'title_tr',
  'purpose',
  'status',
  'bundle_id',
  ...roundDateFields,
  'mode',
  'k',
  'min_score',
  'height_enabled',
  'max_class_year_gap',
  'department_rule',
  'criteria',
  'question_id',
  'weight',
] as const;

function sameValues(a: RoundFormValues, b: RoundFormValues): boolean {
  return JSON.stringify(comparableValues(a)) === JSON.stringify(comparableValues(b));
}

/** A round's settings and criteria (`POST`/`PUT /admin/matching/rounds…`), the API's field errors at their fields. */
export function RoundForm({
  round,
  datingEnabled,
  onDirtyChange,
  onCancel,
  onSaved,
  onReload,
}: RoundFormProps) {
  const { t, i18n } = useTranslation('matching-admin-calculations');
  const { t: tAdmin } = useTranslation('matching-admin');
  const { t: tCommon } = useTranslation('common');
  const create = useCreateRound();
  const update = useUpdateRound();
  const saving = create.isPending || update.isPending;
  const [conflict, setConflict] = useState(false);

  const labels = useMemo(
    () => Object.fromEntries(fieldNames.map((field) => [field, t(`round.fields.${field}`)])),
    [t],
  );
  const ruleMessages = useMemo(
    () => ({
      window_order: t('round.rules.window_order'),
      reveal_before_close: t('round.rules.reveal_before_close'),
      deadline_before_reveal: t('round.rules.deadline_before_reveal'),
      dating_disabled: t('round.rules.dating_disabled'),
      unknown_bundle: t('round.rules.unknown_bundle'),
      unknown_question: t('round.rules.unknown_question'),
      duplicate_question: t('round.rules.duplicate_question'),
      not_filterable: t('round.rules.not_filterable'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage(ruleMessages);
  const problemErrors = useProblemFieldErrors(labels, ruleMessages);

  const initialValues = useMemo(
    () => (round === null ? newRoundValues(new Date()) : toRoundFormValues(round)),
    [round],
  );

  const bundles = useBundleChoices();
  // The bundle a round scores when it names none, as the API says.
  const defaultBundleId = useMatchSettings().data?.default_bundle_id ?? undefined;
  const defaultBundle = bundles.data?.items.find((bundle) => bundle.bundle_id === defaultBundleId);

  // A criterion's errors stay at its row (`criteria.0.weight`); the others at their field.
  const fieldErrorsOf = useCallback(
    (problems: readonly FieldProblem[] | undefined): Record<string, string> => {
      const errors: Record<string, string> = {};
      for (const problem of problems ?? []) {
        const path = problem.field.replace(/^body\./, '');
        const key = /^criteria\.\d+\.\w+$/.test(path) ? path : (path.split('.').at(-1) ?? path);
        const [message] = Object.values(problemErrors([problem]));
        if (message !== undefined && !(key in errors)) errors[key] = message;
      }
      return errors;
    },
    [problemErrors],
  );
  const validate = useCallback(
    (values: RoundFormValues) => {
      const errors = validateWith(matchRoundBodySchema, toRoundBody(values), labels, issueMessage);
      delete errors.criteria;
      for (const [field, rule] of Object.entries(windowOrderProblems(values))) {
        errors[field] ??= ruleMessages[rule];
      }
      for (const [path, problem] of Object.entries(criteriaProblems(values.criteria))) {
        errors[path] =
          problem === 'required'
            ? tCommon('validation.required', { field: labels.question_id })
            : t(`round.rules.${problem}`);
      }
      return errors;
    },
    [labels, issueMessage, ruleMessages, t, tCommon],
  );
  const { form, isDirty, failure, fail, handleSubmit, saveCallbacks } = useEditorForm({
    initialValues,
    validate,
    sameValues,
    problemErrors: fieldErrorsOf,
    onDirtyChange,
    mode: 'controlled',
  });

  const values = form.values;
  const scoredBundleId =
    values.bundle_id === defaultBundleValue ? defaultBundleId : values.bundle_id;
  const preview = useBundleQuestions(scoredBundleId);
  const lang = i18n.language;

  const questionChoices = questionChoicesOf(preview.data, lang);

  const purposeOptions = matchPurposes
    .filter(
      (purpose) => purpose !== 'dating' || datingEnabled || initialValues.purpose === 'dating',
    )
    .map((purpose) => ({ value: purpose, label: t(`purposes.${purpose}`) }));
  const bundleOptions = [
    {
      value: defaultBundleValue,
      label:
        defaultBundle === undefined
          ? t('round.defaultBundle')
          : t('round.defaultBundleNamed', { title: roundTitleOf(defaultBundle, lang) }),
    },
    ...(bundles.data?.items ?? []).map((bundle) => ({
      value: bundle.bundle_id,
      label: `${roundTitleOf(bundle, lang)} · ${t(`bundleStatuses.${bundle.status}`)}`,
    })),
  ];
  if (!bundleOptions.some((option) => option.value === values.bundle_id))
    bundleOptions.push({ value: values.bundle_id, label: values.bundle_id });

  function submit(submitted: RoundFormValues) {
    setConflict(false);
    const body = toRoundBody(submitted);
    const { onSuccess } = saveCallbacks(
      (saved: MatchRoundAdmin) =>
        round === null
          ? t('round.created', { title: roundTitleOf(saved, lang) })
          : t('round.saved', { title: roundTitleOf(saved, lang) }),
      onSaved,
    );
    const handlers = {
      onSuccess,
      // Someone changed the round meanwhile: offer to reload it instead of the alert.
      onError: (error: Error) => {
        if (statusOf(error) === 409) setConflict(true);
        else fail(error);
      },
    };
    if (round === null) create.mutate({ body }, handlers);
    else
      update.mutate(
        { params: { round_id: round.round_id }, body: { ...body, updated_at: round.updated_at } },
        handlers,
      );
  }

  return (
    <ValidatedForm
      label={round === null ? t('round.newTitle') : t('round.editTitle')}
      onSubmit={handleSubmit(submit)}
      failure={failure}
      actions={{
        isNew: round === null,
        isDirty,
        pending: saving,
        onCancel,
        submitLabel: round === null ? t('round.create') : t('round.save'),
      }}
    >
      {conflict ? (
        <ConflictAlert
          title={t('round.conflictTitle')}
          body={t('round.conflictBody')}
          reloadLabel={t('round.reload')}
          onReload={onReload}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={labels.title_en}
          required
          maxLength={matchingLimits.titleMaxLength}
          {...form.getInputProps('title_en')}
        />
        <TextInput
          label={labels.title_tr}
          required
          lang="tr"
          maxLength={matchingLimits.titleMaxLength}
          {...form.getInputProps('title_tr')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={labels.purpose}
          description={datingEnabled ? undefined : t('round.datingOff')}
          allowDeselect={false}
          data={purposeOptions}
          {...form.getInputProps('purpose')}
        />
        <Select
          label={labels.status}
          allowDeselect={false}
          data={matchRoundStatuses.map((status) => ({
            value: status,
            label: tAdmin(`roundStatuses.${status}`),
          }))}
          {...form.getInputProps('status')}
        />
      </SimpleGrid>
      <Select
        label={labels.bundle_id}
        description={bundles.isError ? t('round.bundlesFailed') : t('round.bundleHint')}
        allowDeselect={false}
        searchable
        data={bundleOptions}
        {...form.getInputProps('bundle_id')}
      />

      <RoundWindowFields form={form} labels={labels} />

      <RoundRulesFields form={form} labels={labels} />

      <CriteriaEditor
        form={form}
        questions={questionChoices.groups}
        shortTextIds={questionChoices.shortTextIds}
        loadingQuestions={preview.isPending && scoredBundleId !== undefined}
      />
    </ValidatedForm>
  );
}
