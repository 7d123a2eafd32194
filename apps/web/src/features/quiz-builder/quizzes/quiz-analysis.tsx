import { Alert, Anchor, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QbQuestionDistribution, QbQuizAnalysis } from '@campus/contracts';
import { LoadingState } from '../../../components/loading-state';
import { QueryState } from '../../../components/query-state';
import { writeListState } from '../../../lib/use-list-state';
import { useQuizAnalysis } from '../api';
import { qbText, useQbLang } from '../components/qb-text';
import { responseListState } from '../responses/response-list-page';

export interface DistributionBar {
  key: string;
  label: string;
  count: number;
  /** Extra words after the numbers, for example a ranking's average place. */
  note?: string;
}

/** A whole percentage of `count` in `total` (0 when there is nothing to count). */
export function percentOf(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

/**
 * A horizontal bar chart in plain HTML: every bar's label, count and
 * percentage are written out, so screen readers and print read the numbers;
 * the bar itself only repeats them for the eye.
 */
export function DistributionChart({
  label,
  bars,
  total,
}: {
  label: string;
  bars: readonly DistributionBar[];
  total: number;
}) {
  const { t, i18n } = useTranslation('quiz-builder-quizzes');
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <Box component="ul" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
      {bars.map((bar) => {
        const percent = percentOf(bar.count, total);
        return (
          <Box component="li" key={bar.key} mb="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {bar.label}
              </Text>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {t('analysis.countPercent', {
                  formatted: format.format(bar.count),
                  percent,
                })}
                {bar.note === undefined ? null : ` · ${bar.note}`}
              </Text>
            </Group>
            <Box
              aria-hidden
              mt={4}
              h={10}
              style={{
                borderRadius: 'var(--mantine-radius-sm)',
                background: 'var(--mantine-color-default-border)',
                overflow: 'hidden',
              }}
            >
              <Box
                h="100%"
                w={`${String(percent)}%`}
                style={{
                  background: 'var(--mantine-primary-color-filled)',
                  // Keeps a thin mark for a count too small to show as a width.
                  minWidth: bar.count > 0 ? 2 : 0,
                  printColorAdjust: 'exact',
                }}
              />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** The answers to one question of the quiz: a chart by type, or the count of text answers. */
export function QuestionDistribution({
  quizId,
  distribution,
}: {
  quizId: string;
  distribution: QbQuestionDistribution;
}) {
  const { t, i18n } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const title = qbText(distribution, 'rendered', lang);
  const headingId = `analysis-question-${distribution.question_id}`;
  const total = distribution.response_count;

  let body;
  if (distribution.type === 'short_text') {
    const search = writeListState(responseListState, {
      quiz_id: quizId,
      question_id: distribution.question_id,
      text_only: 'true',
    });
    body = (
      <Stack gap={4}>
        <Text size="sm">
          {t('analysis.textCount', { count: distribution.text_count })}
          {distribution.hidden_count > 0
            ? ` ${t('analysis.hiddenCount', { count: distribution.hidden_count })}`
            : ''}
        </Text>
        <Anchor component={Link} to={`/admin/qb/responses?${search.toString()}`} size="sm">
          {t('analysis.readTexts')}
        </Anchor>
      </Stack>
    );
  } else if (distribution.type === 'scale') {
    const max = distribution.scale_max ?? 0;
    const counts = new Map(distribution.scale.map((entry) => [entry.value, entry.count]));
    const bars = Array.from({ length: max }, (_, index) => ({
      key: String(index + 1),
      label: String(index + 1),
      count: counts.get(index + 1) ?? 0,
    }));
    body = (
      <Stack gap="xs">
        <DistributionChart
          label={t('analysis.chartOf', { question: title })}
          bars={bars}
          total={total}
        />
        {distribution.scale_average === null ? null : (
          <Text size="sm">
            {t('analysis.scaleAverage', {
              average: format.format(distribution.scale_average),
              max,
            })}
          </Text>
        )}
      </Stack>
    );
  } else {
    const isRanking = distribution.type === 'ranking';
    const options = isRanking
      ? [...distribution.options].sort(
          (a, b) => (a.average_rank ?? Infinity) - (b.average_rank ?? Infinity),
        )
      : distribution.options;
    const bars = options.map((option) => ({
      key: option.option_id,
      label: qbText(option, 'text', lang),
      count: option.count,
      note:
        isRanking && option.average_rank !== null
          ? t('analysis.averageRank', { rank: format.format(option.average_rank) })
          : undefined,
    }));
    body = (
      <Stack gap="xs">
        <DistributionChart
          label={t('analysis.chartOf', { question: title })}
          bars={bars}
          total={total}
        />
        {distribution.type === 'multiple_choice' ? (
          <Text size="xs" c="dimmed">
            {t('analysis.multipleNote')}
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h5" id={headingId}>
            {t('analysis.questionTitle', { position: distribution.position + 1, question: title })}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`types.${distribution.type}`)} ·{' '}
            {t('analysis.responses', { count: distribution.response_count })}
            {distribution.correct_count === null
              ? ''
              : ` · ${t('analysis.correct', { count: distribution.correct_count })}`}
          </Text>
        </Stack>
        {distribution.version_count > 1 ? (
          <Alert variant="light" color="yellow" icon={<IconInfoCircle size={16} aria-hidden />}>
            {t('analysis.versions', { count: distribution.version_count })}
          </Alert>
        ) : null}
        {body}
      </Stack>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

/** Completion figures and every question's distribution. */
export function QuizAnalysisView({ analysis }: { analysis: QbQuizAnalysis }) {
  const { t, i18n } = useTranslation('quiz-builder-quizzes');
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={t('analysis.started')} value={format.format(analysis.started_count)} />
        <Figure label={t('analysis.completed')} value={format.format(analysis.completed_count)} />
        {analysis.purpose === 'knowledge' ? (
          <>
            <Figure
              label={t('analysis.averageScore')}
              value={analysis.average_score === null ? '–' : format.format(analysis.average_score)}
            />
            <Figure
              label={t('analysis.passed')}
              value={analysis.passed_count === null ? '–' : format.format(analysis.passed_count)}
            />
          </>
        ) : null}
      </SimpleGrid>
      {analysis.questions.length === 0 ? (
        <Text c="dimmed">{t('analysis.noQuestions')}</Text>
      ) : (
        analysis.questions.map((distribution) => (
          <QuestionDistribution
            key={distribution.question_id}
            quizId={analysis.quiz_id}
            distribution={distribution}
          />
        ))
      )}
    </Stack>
  );
}

/** The quiz detail's analysis section, loaded on its own. */
export function QuizAnalysisSection({ quizId }: { quizId: string }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const analysis = useQuizAnalysis(quizId);
  return (
    <Stack gap="md" component="section" aria-labelledby="quiz-analysis-title">
      <Title order={2} size="h3" id="quiz-analysis-title">
        {t('analysis.title')}
      </Title>
      <QueryState
        query={analysis}
        loadFailed={t('analysis.loadFailed')}
        loading={<LoadingState heights={[160]} />}
      >
        {(data) => <QuizAnalysisView analysis={data} />}
      </QueryState>
    </Stack>
  );
}
