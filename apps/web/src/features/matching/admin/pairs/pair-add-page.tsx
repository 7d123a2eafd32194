import { useMemo, useState } from 'react';
import {
  Alert,
  Card,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { matchPairCreateBodySchema, type MatchPairPreview } from '@campus/contracts';
import { FormPageFrame } from '../../../../components/page-frames/form-page-frame';
import {
  useIssueMessage,
  useProblemFieldErrors,
  validateWith,
} from '../../../../lib/form-validation';
import { ProblemError } from '../../../../lib/problem-error';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useFormFailure } from '../../../../lib/use-form-failure';
import { leaveWithoutAsking } from '../../../../lib/use-leave-guard';
import { MatchingAdminNav } from '../matching-admin-nav';
import { RoundSelect } from '../round-select';
import { ParticipantSelect } from '../participant-select';
import {
  PairKindFields,
  rationaleError,
  usePairRuleMessages,
  type ManualPairKind,
} from './pair-kind-fields';
import { CheckLine, Explanation, FailingFilters, ScoreBar, useScoreText } from './pair-parts';
import { pairDetailPath, pairListPath } from './pair-paths';
import { useCreatePair, usePairLanguage, usePairPreview } from './pairs-api';

interface PairAddValues {
  round_id: string | null;
  user_a: string | null;
  user_b: string | null;
  kind: ManualPairKind;
  rationale: string;
}

const emptyValues: PairAddValues = {
  round_id: null,
  user_a: null,
  user_b: null,
  kind: 'forbidden',
  rationale: '',
};

const bodyOf = (values: PairAddValues) => ({
  round_id: values.round_id ?? '',
  user_a: values.user_a ?? '',
  user_b: values.user_b ?? '',
  kind: values.kind,
  rationale: values.rationale,
});

/** What the preview found: the figures, every check, and the explanation. */
function PreviewResult({
  preview,
  nameA,
  nameB,
}: {
  preview: MatchPairPreview;
  nameA: string;
  nameB: string;
}) {
  const { t } = useTranslation('matching-admin-pairs');
  const scoreText = useScoreText();
  return (
    <Stack gap="md">
      <ScoreBar score={preview.score} />
      {preview.satisfaction_ab === null || preview.satisfaction_ba === null ? null : (
        <Stack gap={2}>
          <Text size="sm">
            {t('preview.satisfaction', {
              of: nameA,
              with: nameB,
              value: scoreText(preview.satisfaction_ab),
            })}
          </Text>
          <Text size="sm">
            {t('preview.satisfaction', {
              of: nameB,
              with: nameA,
              value: scoreText(preview.satisfaction_ba),
            })}
          </Text>
        </Stack>
      )}
      <Stack gap={6}>
        <Title order={3} size="h5">
          {t('preview.checks')}
        </Title>
        <FailingFilters filters={preview.failing_filters} />
        <List spacing={6} size="sm" center>
          <CheckLine ok={preview.passes_filter_questions}>
            {preview.passes_filter_questions
              ? t('checks.filterQuestionsPass')
              : t('checks.filterQuestionsFail')}
          </CheckLine>
          <CheckLine ok={preview.passes_mandatory_preferences}>
            {preview.passes_mandatory_preferences
              ? t('checks.mandatoryPass')
              : t('checks.mandatoryFail')}
          </CheckLine>
          <CheckLine ok={!preview.blocked}>
            {preview.blocked ? t('checks.blocked') : t('checks.notBlocked')}
          </CheckLine>
          <CheckLine ok={!preview.earlier_partners}>
            {preview.earlier_partners ? t('checks.earlierPartners') : t('checks.neverMatched')}
          </CheckLine>
          <CheckLine ok={preview.existing_pair === null}>
            {preview.existing_pair === null
              ? t('checks.noExistingPair')
              : t('checks.existingPair', { kind: t(`kinds.${preview.existing_pair}`) })}
          </CheckLine>
        </List>
      </Stack>
      <Stack gap={6}>
        <Title order={3} size="h5">
          {t('preview.explanation')}
        </Title>
        <Explanation explanation={preview.explanation} nameA={nameA} nameB={nameB} />
      </Stack>
    </Stack>
  );
}

/** `/admin/matching/pairs/add`: two participants of a round, their live preview, then forced or forbidden. */
export function PairAddPage() {
  const { t } = useTranslation('matching-admin-pairs');
  const navigate = useNavigate();
  const lang = usePairLanguage();
  const errorMessage = useErrorMessage();
  const create = useCreatePair();
  const [labelA, setLabelA] = useState<string | undefined>(undefined);
  const [labelB, setLabelB] = useState<string | undefined>(undefined);
  const labels = useMemo(
    () => ({
      round_id: t('fields.round'),
      user_a: t('fields.personA'),
      user_b: t('fields.personB'),
      kind: t('fields.kind'),
      rationale: t('fields.rationale'),
    }),
    [t],
  );
  const rules = usePairRuleMessages();
  const issueMessage = useIssueMessage(rules);
  const problemFieldErrors = useProblemFieldErrors(labels, rules);
  const form = useForm<PairAddValues>({
    mode: 'controlled',
    initialValues: emptyValues,
    validate: (values) => {
      const errors = validateWith(matchPairCreateBodySchema, bodyOf(values), labels, issueMessage);
      const rationale = rationaleError(values, t('form.rationaleRequired'));
      if (rationale !== undefined) errors.rationale = rationale;
      return errors;
    },
  });
  const { failure, handleSubmit, saveCallbacks } = useFormFailure(form, problemFieldErrors);
  const values = form.getValues();

  // The live preview: asked once the round and both people are chosen and have settled.
  const chosen =
    values.round_id !== null && values.user_a !== null && values.user_b !== null
      ? [values.round_id, values.user_a, values.user_b].join(' ')
      : '';
  const [settled] = useDebouncedValue(chosen, 400);
  const [roundId, userA, userB] = settled.split(' ');
  const previewBody =
    settled !== '' && settled === chosen && roundId && userA && userB
      ? { round_id: roundId, user_a: userA, user_b: userB, lang }
      : undefined;
  const preview = usePairPreview(previewBody);
  const previewProblem = preview.error instanceof ProblemError ? preview.error.problem : undefined;
  const previewFieldErrors = problemFieldErrors(previewProblem?.errors);
  const nameA = labelA ?? t('fields.personA');
  const nameB = labelB ?? t('fields.personB');

  function submit(formValues: PairAddValues) {
    create.mutate(
      { body: bodyOf(formValues) },
      saveCallbacks(t('add.saved'), (saved) => {
        form.resetDirty();
        void navigate(pairDetailPath(saved.pair_id), { state: leaveWithoutAsking });
      }),
    );
  }

  const fieldError = (field: 'round_id' | 'user_a' | 'user_b') => {
    const own = form.errors[field];
    return typeof own === 'string' ? own : previewFieldErrors[field];
  };

  return (
    <FormPageFrame
      header={<MatchingAdminNav />}
      title={t('add.title')}
      backTo={pairListPath}
      backLabel={t('detail.back')}
      isNew
      isDirty={form.isDirty()}
      pending={create.isPending}
      submitLabel={t('add.submit')}
      onSubmit={handleSubmit(submit)}
      onCancel={() => {
        void navigate(pairListPath);
      }}
      failure={failure}
      notice={<Text c="dimmed">{t('add.lead')}</Text>}
    >
      <RoundSelect
        required
        value={values.round_id ?? undefined}
        error={fieldError('round_id')}
        onChange={(round) => {
          form.setFieldValue('round_id', round ?? null);
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ParticipantSelect
          roundId={values.round_id ?? undefined}
          disabled={values.round_id === null}
          required
          label={labels.user_a}
          value={values.user_a}
          valueLabel={labelA}
          error={fieldError('user_a')}
          onChange={(person) => {
            setLabelA(person?.label);
            form.setFieldValue('user_a', person?.user_id ?? null);
          }}
        />
        <ParticipantSelect
          roundId={values.round_id ?? undefined}
          disabled={values.round_id === null}
          required
          label={labels.user_b}
          value={values.user_b}
          valueLabel={labelB}
          error={fieldError('user_b')}
          onChange={(person) => {
            setLabelB(person?.label);
            form.setFieldValue('user_b', person?.user_id ?? null);
          }}
        />
      </SimpleGrid>

      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="pair-preview">
        <Stack gap="sm">
          <Title order={2} size="h4" id="pair-preview">
            {t('preview.title')}
          </Title>
          <div aria-live="polite">
            {chosen === '' ? (
              <Text c="dimmed" size="sm">
                {t('preview.choose')}
              </Text>
            ) : preview.data !== undefined ? (
              <PreviewResult preview={preview.data} nameA={nameA} nameB={nameB} />
            ) : preview.isError ? (
              <Alert
                color="red"
                variant="light"
                role="alert"
                title={t('preview.failed')}
                icon={<IconAlertTriangle size={20} aria-hidden />}
              >
                {errorMessage(preview.error)}
              </Alert>
            ) : (
              <Stack gap="xs" role="status">
                <VisuallyHidden>{t('preview.loading')}</VisuallyHidden>
                <Skeleton height={24} width="40%" />
                <Skeleton height={12} />
                <Skeleton height={80} />
              </Stack>
            )}
          </div>
        </Stack>
      </Card>

      <PairKindFields
        kind={values.kind}
        kindProps={form.getInputProps('kind')}
        rationaleProps={form.getInputProps('rationale')}
      />
    </FormPageFrame>
  );
}
