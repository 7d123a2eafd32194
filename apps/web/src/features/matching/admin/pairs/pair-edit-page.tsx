import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { matchPairEditBodySchema, type MatchPairDetail } from '@campus/contracts';
import {
  useIssueMessage,
  useProblemFieldErrors,
  validateWith,
} from '../../../../lib/form-validation';
import { useFormFailure } from '../../../../lib/use-form-failure';
import { AdminEditFrame, AdminEditPage, useBackToRecord } from '../edit-frames';
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
  const backToRecord = useBackToRecord(form, detailPath);

  function submit(values: PairKindValues) {
    update.mutate(
      { params: { pair_id: pair.pair_id }, body: values },
      saveCallbacks(t('edit.saved'), backToRecord),
    );
  }

  return (
    <AdminEditFrame
      title={t('edit.title', { id: pair.pair_id })}
      detailPath={detailPath}
      backLabel={t('edit.back')}
      isDirty={form.isDirty()}
      pending={update.isPending}
      onSubmit={handleSubmit(submit)}
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
    </AdminEditFrame>
  );
}

/** `/admin/matching/pairs/:pairId/edit`: a manual pair's kind and rationale. */
export function PairEditPage() {
  const { t } = useTranslation('matching-admin-pairs');
  const pairId = usePairIdParam();
  return (
    <AdminEditPage
      id={pairId}
      query={usePair(pairId)}
      idOf={(pair) => pair.pair_id}
      listPath={pairListPath}
      detailPath={pairDetailPath}
      texts={{
        title: t('edit.fallbackTitle'),
        listLabel: t('detail.back'),
        detailLabel: t('edit.back'),
      }}
      // A calculation's candidate pair is kept as the calculation made it (the API answers 409).
      lockOf={(pair) =>
        pair.calculation_id === null
          ? null
          : { title: t('edit.title', { id: pair.pair_id }), body: t('detail.candidateHint') }
      }
    >
      {(pair) => <PairForm key={pair.updated_at} pair={pair} />}
    </AdminEditPage>
  );
}
