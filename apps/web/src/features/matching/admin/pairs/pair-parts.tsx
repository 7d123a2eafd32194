import type { ReactNode } from 'react';
import { Badge, List, Progress, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  matchingLimits,
  type MatchExplanationEntry,
  type MatchPair,
  type MatchPairKind,
} from '@campus/contracts';

const kindColors: Record<MatchPairKind, string> = {
  candidate: 'blue',
  forced: 'teal',
  forbidden: 'red',
};

export function PairKindBadge({ kind }: { kind: MatchPairKind }) {
  const { t } = useTranslation('matching-admin-pairs');
  return (
    <Badge color={kindColors[kind]} variant="light">
      {t(`kinds.${kind}`)}
    </Badge>
  );
}

/** A person of a pair as admins read them: alias and name. */
export function personName(person: MatchPair['person_a']): string {
  return person.name === '' ? person.alias : `${person.alias} (${person.name})`;
}

/**
 * A score of 0..10,000 as a percentage and the raw integer ("87.35% (8,735 of
 * 10,000)"), or "not comparable" for null.
 */
export function useScoreText(): (score: number | null) => string {
  const { t, i18n } = useTranslation('matching-admin-pairs');
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const raw = new Intl.NumberFormat(i18n.language);
  return (score) =>
    score === null
      ? t('score.none')
      : t('score.value', {
          percent: percent.format(score / matchingLimits.maxScore),
          raw: raw.format(score),
          max: raw.format(matchingLimits.maxScore),
        });
}

/** The score as a bar with its text beside it (the bar itself is hidden from screen readers). */
export function ScoreBar({ score }: { score: number | null }) {
  const scoreText = useScoreText();
  return (
    <Stack gap={4}>
      <Text fw={600}>{scoreText(score)}</Text>
      {score === null ? null : (
        <Progress value={(score / matchingLimits.maxScore) * 100} size="lg" aria-hidden />
      )}
    </Stack>
  );
}

/** One line of a check: passed (a tick) or failed (a warning). */
export function CheckLine({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <List.Item
      icon={
        <ThemeIcon color={ok ? 'green' : 'red'} variant="light" size={22} radius="xl">
          {ok ? <IconCheck size={14} aria-hidden /> : <IconAlertTriangle size={14} aria-hidden />}
        </ThemeIcon>
      }
    >
      {children}
    </List.Item>
  );
}

/** The physical filters a pair fails, or that all pass. */
export function FailingFilters({ filters }: { filters: readonly string[] }) {
  const { t } = useTranslation('matching-admin-pairs');
  return (
    <List spacing={6} size="sm" center>
      {filters.length === 0 ? (
        <CheckLine ok>{t('checks.filtersPass')}</CheckLine>
      ) : (
        filters.map((filter) => (
          <CheckLine key={filter} ok={false}>
            {t('checks.filterFails', { filter: t(`filters.${filter}`) })}
          </CheckLine>
        ))
      )}
    </List>
  );
}

function ExplanationTable({
  caption,
  entries,
  nameA,
  nameB,
}: {
  caption: string;
  entries: readonly MatchExplanationEntry[];
  nameA: string;
  nameB: string;
}) {
  const { t } = useTranslation('matching-admin-pairs');
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table striped captionSide="top" verticalSpacing="xs">
        <Table.Caption style={{ textAlign: 'start', fontWeight: 600 }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('explanation.question')}</Table.Th>
            <Table.Th scope="col">{t('explanation.answerOf', { name: nameA })}</Table.Th>
            <Table.Th scope="col">{t('explanation.answerOf', { name: nameB })}</Table.Th>
            <Table.Th scope="col">{t('explanation.similarity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.question_id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.question}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {entry.answer_a ?? t('explanation.noAnswer')}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {entry.answer_b ?? t('explanation.noAnswer')}
              </Table.Td>
              <Table.Td>{t('explanation.percent', { value: entry.similarity_percent })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** "They agree on" and "they differ on", each question with both answers (the first person's first). */
export function Explanation({
  explanation,
  nameA,
  nameB,
}: {
  explanation: {
    agree: readonly MatchExplanationEntry[];
    differ: readonly MatchExplanationEntry[];
  };
  nameA: string;
  nameB: string;
}) {
  const { t } = useTranslation('matching-admin-pairs');
  if (explanation.agree.length === 0 && explanation.differ.length === 0)
    return <Text c="dimmed">{t('explanation.none')}</Text>;
  return (
    <Stack gap="md">
      {explanation.agree.length === 0 ? null : (
        <ExplanationTable
          caption={t('explanation.agree')}
          entries={explanation.agree}
          nameA={nameA}
          nameB={nameB}
        />
      )}
      {explanation.differ.length === 0 ? null : (
        <ExplanationTable
          caption={t('explanation.differ')}
          entries={explanation.differ}
          nameA={nameA}
          nameB={nameB}
        />
      )}
    </Stack>
  );
}
