import type { Ref } from 'react';
import { Badge, Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QbTakeQuiz } from '@campus/contracts';
import { pick, useAnswerText, useIsTurkish, type DraftAnswer } from '../quiz-text';

interface QuizSummaryProps {
  quiz: QbTakeQuiz;
  /** The answers to list (the saved ones, or a preview's). */
  answers: ReadonlyMap<string, DraftAnswer>;
  titleOrder: TitleOrder;
  /** The heading's ref, focused when the summary appears. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The end of a quiz: a thank-you with the answers for a survey or a matching
 * quiz; the score, pass or fail and each question marked right or wrong with
 * its correct options for a knowledge quiz.
 */
export function QuizSummary({ quiz, answers, titleOrder, headingRef }: QuizSummaryProps) {
  const { t } = useTranslation('quizzes');
  const turkish = useIsTurkish();
  const answerText = useAnswerText();
  const result = quiz.result;
  const knowledge = quiz.purpose === 'knowledge' && result !== null && result.score !== null;

  return (
    <Stack gap="md">
      <Title order={titleOrder}>{pick(turkish, quiz.title_en, quiz.title_tr)}</Title>
      <Title
        order={titleOrder >= 6 ? 6 : ((titleOrder + 1) as TitleOrder)}
        size="h3"
        ref={headingRef}
        tabIndex={-1}
      >
        {knowledge ? t('summary.resultTitle') : t('summary.thanksTitle')}
      </Title>
      {knowledge ? (
        <Group gap="sm">
          <Text size="lg" fw={700}>
            {t('summary.score', {
              score: String(result.score ?? 0),
              max: String(result.max_score ?? quiz.max_score),
            })}
          </Text>
          {result.passed === null ? null : (
            <Badge color={result.passed ? 'teal' : 'red'} variant="light" size="lg">
              {result.passed ? t('summary.passed') : t('summary.failed')}
            </Badge>
          )}
        </Group>
      ) : (
        <Text>{t('summary.thanks')}</Text>
      )}
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {quiz.questions.map((question, index) => {
          const outcome = result?.questions.find(
            (item) => item.question_id === question.question_id,
          );
          const correctTexts = (outcome?.correct_option_ids ?? []).map((optionId) => {
            const option = question.options.find((item) => item.option_id === optionId);
            return option === undefined ? optionId : pick(turkish, option.text_en, option.text_tr);
          });
          const text = answerText(question, answers.get(question.question_id));
          return (
            <Paper key={question.question_id} component="li" withBorder radius="md" p="sm">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {t('runner.questionNumber', { number: String(index + 1) })}
                    {' · '}
                    {pick(turkish, question.text_en, question.text_tr)}
                  </Text>
                  {knowledge && outcome !== undefined && outcome.correct !== null ? (
                    <Badge
                      color={outcome.correct ? 'teal' : 'red'}
                      variant="light"
                      leftSection={
                        outcome.correct ? (
                          <IconCheck size={12} aria-hidden />
                        ) : (
                          <IconX size={12} aria-hidden />
                        )
                      }
                    >
                      {outcome.correct ? t('summary.correct') : t('summary.incorrect')}
                    </Badge>
                  ) : null}
                </Group>
                <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {t('summary.yourAnswer', { answer: text ?? t('answer.none') })}
                </Text>
                {knowledge && outcome?.correct === false && correctTexts.length > 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('summary.correctAnswer', { answer: correctTexts.join(', ') })}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
