import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { matchPairEditBodySchema, type MatchPairDetail } from '@campus/contracts';
import {
  FormPageFrame,
  FormPageLoading,
  FormPageNotice,
} from '../../../../components/page-frames/form-page-frame';
import {
  useIssueMessage,
  useProblemFieldErrors,
  validateWith,
} from '../../../../lib/form-validation';
import { useFormFailure } from '../../../../lib/use-form-failure';
import { leaveWithoutAsking } from '../../../../lib/use-leave-guard';
import { MatchingAdminNav } from '../matching-admin-nav';
import {
  PairKindFields,
  rationaleError,
  usePairRuleMessages,
  type PairKindValues,
} from './pair-kind-fields';
import { personName } from './pair-parts';
import { pairDetailPath, pairListPath, usePairIdParam } from './pair-paths';
import { usePair, useUpdatePair } from './pairs-api';

function PairForm({ pair }: { pair: MatchPairDetail }) {
  const { t } = useTranslation('matching-admin-pairs');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const update = useUpdatePair();
  const labels = useMemo(() => ({ kind: t('fields.kind'), rationale: t('fields.rationale') }), [t]);
  const rules = usePairRuleMessages();
  const issueMessage = useIssueMessage(rules);
  const problemFieldErrors = useProblemFieldErrors(labels, rules);
  const detailPath = pairDetailPath(pair.pair_id);
  const form = useForm<PairKindValues>({
    mode: 'controlled',
    initialValues: {
      kind: pair.kind === 'forced' ? 'forced' : 'forbidden',
      rationale: pair.rationale ?? '',
    },
    validate: (values) => {
      const errors = validateWith(matchPairEditBodySchema, values, labels, issueMessage);
      const rationale = rationaleError(values, t('form.rationaleRequired'));
      if (rationale !== undefined) errors.rationale = rationale;
      return errors;
    },
  });
  const { failure, handleSubmit, saveCallbacks } = useFormFailure(form, problemFieldErrors);

  function submit(values: PairKindValues) {
    update.mutate(
      { params: { pair_id: pair.pair_id }, body: values },
      saveCallbacks(t('edit.saved'), () => {
        form.resetDirty();
        void navigate(detailPath, { state: leaveWithoutAsking });
      }),
    );
  }

  return (
    <FormPageFrame
      header={<MatchingAdminNav />}
      title={t('edit.title', { id: pair.pair_id })}
      backTo={detailPath}
      backLabel={t('edit.back')}
      isNew={false}
      isDirty={form.isDirty()}
      pending={update.isPending}
      submitLabel={tCommon('actions.save')}
      onSubmit={handleSubmit(submit)}
      onCancel={() => {
        void navigate(detailPath);
      }}
      failure={failure}
      notice={
        <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('edit.who', { a: personName(pair.person_a), b: personName(pair.person_b) })}
        </Text>
      }
    >
      <PairKindFields
        kind={form.getValues().kind}
        kindProps={form.getInputProps('kind')}
        rationaleProps={form.getInputProps('rationale')}
      />
    </FormPageFrame>
  );
}

/** A calculation's candidate pair: kept as the calculation made it (the API answers 409). */
function CandidatePair({ pair }: { pair: MatchPairDetail }) {
  const { t } = useTranslation('matching-admin-pairs');
  return (
    <FormPageNotice
      header={<MatchingAdminNav />}
      title={t('edit.title', { id: pair.pair_id })}
      backTo={pairDetailPath(pair.pair_id)}
      backLabel={t('edit.back')}
    >
      {t('detail.candidateHint')}
    </FormPageNotice>
  );
}

/** `/admin/matching/pairs/:pairId/edit`: a manual pair's kind and rationale. */
export function PairEditPage() {
  const { t } = useTranslation('matching-admin-pairs');
  const pairId = usePairIdParam();
  const query = usePair(pairId);
  const pair = query.data;
  return pair === undefined ? (
    <FormPageLoading
      header={<MatchingAdminNav />}
      title={t('edit.fallbackTitle')}
      backTo={pairId === undefined ? pairListPath : pairDetailPath(pairId)}
      backLabel={pairId === undefined ? t('detail.back') : t('edit.back')}
      validId={pairId !== undefined}
      error={query.error}
      onRetry={() => {
        void query.refetch();
      }}
    />
  ) : pair.calculation_id !== null ? (
    <CandidatePair pair={pair} />
  ) : (
    <PairForm key={pair.updated_at} pair={pair} />
  );
}
