import type { ReactNode } from 'react';
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { matchParticipantStatuses, type MatchRoundAdmin } from '@campus/contracts';
import { useFormatDate } from '../../../../lib/format-date';
import { useRoundTitle } from '../../round-title';
import { useBundleChoices, useBundleQuestions } from './api';
import { ListTable } from '../../../../components/list-table';

/** A label and its value in the round's summary. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** A score of 0..10,000 as a percentage. */
export function useFormatScore(): (score: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (score) => `${format.format(score / 100)}%`;
}

/** The chosen round's settings, pool and criteria, as read from the API. */
export function RoundPanel({ round }: { round: MatchRoundAdmin }) {
  const { t, i18n } = useTranslation('matching-admin-calculations');
  const { t: tAdmin } = useTranslation('matching-admin');
  const formatDate = useFormatDate();
  const formatScore = useFormatScore();
  const roundTitle = useRoundTitle();
  const bundles = useBundleChoices();
  const preview = useBundleQuestions(round.bundle_id);
  const lang = i18n.language;
  const bundle = bundles.data?.items.find((item) => item.bundle_id === round.bundle_id);
  const questions = new Map(
    preview.data?.quizzes.flatMap((quiz) =>
      quiz.questions.map((question) => [
        question.question_id,
        lang.startsWith('tr') ? question.text_tr : question.text_en,
      ]),
    ),
  );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="round-heading">
      <Stack gap="md">
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h3" id="round-heading" style={{ wordBreak: 'break-word' }}>
            {roundTitle(round)}
          </Title>
          <Badge variant="light">{t(`purposes.${round.purpose}`)}</Badge>
          <Badge variant="outline" color={round.status === 'open' ? 'teal' : 'gray'}>
            {tAdmin(`roundStatuses.${round.status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Fact label={t('round.fields.opens_at')}>{formatDate(round.opens_at, true)}</Fact>
          <Fact label={t('round.fields.closes_at')}>{formatDate(round.closes_at, true)}</Fact>
          <Fact label={t('round.fields.reveal_at')}>{formatDate(round.reveal_at, true)}</Fact>
          <Fact label={t('round.fields.respond_by')}>{formatDate(round.respond_by, true)}</Fact>
          <Fact label={t('round.fields.mode')}>
            {round.mode === 'top_k'
              ? t('modes.topKWith', { k: round.k })
              : t(`modes.${round.mode}`)}
          </Fact>
          <Fact label={t('round.fields.min_score')}>
            {round.min_score === 0 ? t('round.noMinimum') : formatScore(round.min_score)}
          </Fact>
          <Fact label={t('round.fields.height_enabled')}>
            {round.height_enabled ? t('round.on') : t('round.off')}
          </Fact>
          <Fact label={t('round.fields.max_class_year_gap')}>
            {round.max_class_year_gap === null
              ? t('round.noLimit')
              : t('round.years', { count: round.max_class_year_gap })}
          </Fact>
          <Fact label={t('round.fields.department_rule')}>
            {t(`departmentRules.${round.department_rule}`)}
          </Fact>
          <Fact label={t('round.fields.bundle_id')}>
            {bundle === undefined ? round.bundle_id : roundTitle(bundle)}
          </Fact>
          <Fact label={t('round.pool')}>
            {matchParticipantStatuses
              .map(
                (status) =>
                  `${tAdmin(`participantStatuses.${status}`)} ${String(round.participant_counts[status])}`,
              )
              .join(' · ')}
          </Fact>
        </SimpleGrid>

        <ListTable
          minWidth={520}
          caption={t('criteria.caption', { count: round.criteria.length })}
          columns={[t('criteria.question'), t('criteria.mode'), t('criteria.weight')]}
          dense
        >
          {round.criteria.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text size="sm" c="dimmed">
                  {t('criteria.allQuestions')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            round.criteria.map((criterion) => (
              <Table.Tr key={criterion.question_id}>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  {questions.get(criterion.question_id) ?? criterion.question_id}
                </Table.Td>
                <Table.Td>{t(`criteria.modes.${criterion.mode}`)}</Table.Td>
                <Table.Td>
                  {criterion.mode === 'filter'
                    ? '—'
                    : criterion.weight === null
                      ? t('criteria.weightDefault')
                      : criterion.weight}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </ListTable>
      </Stack>
    </Card>
  );
}
