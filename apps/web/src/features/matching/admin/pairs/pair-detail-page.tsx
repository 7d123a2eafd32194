import { Anchor, DataList, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MatchPairDetail } from '@campus/contracts';
import { DetailPageFrame } from '../../../../components/page-frames/detail-page-frame';
import { useFormatDate } from '../../../../lib/format-date';
import { DetailCard, DetailField } from '../../../../components/detail-card';
import { MatchingAdminNav } from '../matching-admin-nav';
import { participantDetailPath } from '../participants/participant-parts';
import { useRoundTitleById } from '../participants/use-round-titles';
import {
  Explanation,
  FailingFilters,
  PairKindBadge,
  ScoreBar,
  personName,
  useScoreText,
} from './pair-parts';
import { pairEditPath, pairListPath, pairListPathOf, usePairIdParam } from './pair-paths';
import { usePair, useRemovePair } from './pairs-api';

const calculationPath = (calculationId: string) =>
  `/admin/matching/calculations/${encodeURIComponent(calculationId)}`;

/** `/admin/matching/pairs/:pairId`: both people, the score, the explanation; a manual pair can be changed or removed. */
export function PairDetailPage() {
  const { t } = useTranslation('matching-admin-pairs');
  const formatDate = useFormatDate();
  const scoreText = useScoreText();
  const roundTitleOf = useRoundTitleById();
  const pairId = usePairIdParam();
  const query = usePair(pairId);
  const remove = useRemovePair();
  // Only an admin's pair can be changed or removed; a calculation's candidate pair is kept as it is (409).
  const manual = query.data !== undefined && query.data.calculation_id === null;
  return (
    <DetailPageFrame<MatchPairDetail>
      header={<MatchingAdminNav />}
      backTo={pairListPath}
      backLabel={t('detail.back')}
      fallbackTitle={t('detail.title')}
      validId={pairId !== undefined}
      query={query}
      title={(pair) => t('detail.titleOf', { a: pair.person_a.alias, b: pair.person_b.alias })}
      subtitle={(pair) => (
        <Group gap="xs">
          <PairKindBadge kind={pair.kind} />
          <Text size="sm" c="dimmed">
            {t('fields.pairNumber', { id: pair.pair_id })} · {roundTitleOf(pair.round_id)}
          </Text>
        </Group>
      )}
      editTo={pairId === undefined || !manual ? undefined : pairEditPath(pairId)}
      remove={
        manual
          ? (pair) => ({
              title: t('detail.deleteTitle'),
              body: t('detail.deleteBody', {
                kind: t(`kinds.${pair.kind}`),
                a: personName(pair.person_a),
                b: personName(pair.person_b),
              }),
              done: t('detail.deleted'),
              run: () => remove.mutateAsync({ params: { pair_id: pair.pair_id } }),
            })
          : undefined
      }
    >
      {(pair) => (
        <>
          {pair.calculation_id === null ? null : (
            <Text c="dimmed">{t('detail.candidateHint')}</Text>
          )}
          <DetailCard id="pair-people" title={t('detail.people')}>
            <DataList orientation="horizontal" labelWidth={180}>
              {[
                { label: t('fields.personA'), person: pair.person_a },
                { label: t('fields.personB'), person: pair.person_b },
              ].map(({ label, person }) => (
                <DetailField key={label} label={label}>
                  <Stack gap={0}>
                    <Text fw={500}>{person.alias}</Text>
                    <Text size="sm" c="dimmed">
                      {person.name === '' ? t('detail.noAccount') : person.name}
                    </Text>
                    <Anchor
                      component={Link}
                      to={pairListPathOf(pair.round_id, person.user_id)}
                      size="sm"
                    >
                      {t('detail.pairsOf', { name: person.alias })}
                    </Anchor>
                    {person.participant_id === null ? null : (
                      <Anchor
                        component={Link}
                        to={participantDetailPath(person.participant_id)}
                        size="sm"
                      >
                        {t('detail.openParticipant', { name: person.alias })}
                      </Anchor>
                    )}
                  </Stack>
                </DetailField>
              ))}
            </DataList>
          </DetailCard>
          <DetailCard id="pair-score" title={t('fields.score')}>
            <Stack gap="md">
              <ScoreBar score={pair.score} />
              {pair.satisfaction_ab === null || pair.satisfaction_ba === null ? null : (
                <Stack gap={2}>
                  <Text size="sm">
                    {t('preview.satisfaction', {
                      of: pair.person_a.alias,
                      with: pair.person_b.alias,
                      value: scoreText(pair.satisfaction_ab),
                    })}
                  </Text>
                  <Text size="sm">
                    {t('preview.satisfaction', {
                      of: pair.person_b.alias,
                      with: pair.person_a.alias,
                      value: scoreText(pair.satisfaction_ba),
                    })}
                  </Text>
                </Stack>
              )}
              <FailingFilters filters={pair.failing_filters} />
            </Stack>
          </DetailCard>
          <DetailCard id="pair-explanation" title={t('preview.explanation')}>
            <Explanation
              explanation={pair.explanation}
              nameA={pair.person_a.alias}
              nameB={pair.person_b.alias}
            />
          </DetailCard>
          <DetailCard id="pair-facts" title={t('detail.facts')}>
            <DataList orientation="horizontal" labelWidth={180}>
              <DetailField label={t('fields.kind')}>{t(`kinds.${pair.kind}`)}</DetailField>
              <DetailField label={t('fields.rationale')}>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{pair.rationale ?? '—'}</Text>
              </DetailField>
              <DetailField label={t('fields.round')}>{roundTitleOf(pair.round_id)}</DetailField>
              <DetailField label={t('fields.source')}>
                {pair.calculation_id === null ? (
                  t('fields.manual')
                ) : (
                  <Anchor component={Link} to={calculationPath(pair.calculation_id)}>
                    {t('fields.calculation')}
                  </Anchor>
                )}
              </DetailField>
              <DetailField label={t('fields.created')}>
                {formatDate(pair.created_at, true)}
              </DetailField>
              <DetailField label={t('fields.updated')}>
                {formatDate(pair.updated_at, true)}
              </DetailField>
            </DataList>
          </DetailCard>
        </>
      )}
    </DetailPageFrame>
  );
}
