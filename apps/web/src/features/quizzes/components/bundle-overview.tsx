import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QbTakeBundle, QbTakeBundleQuiz } from '@campus/contracts';
import { pick, useIsTurkish } from '../quiz-text';
import { QuizItemTitle } from './quiz-item-title';

/** The first quiz of a bundle not completed yet, in the bundle's order. */
export function nextUnfinished(
  bundle: QbTakeBundle,
  except: string | null = null,
): QbTakeBundleQuiz | undefined {
  return [...bundle.quizzes]
    .sort((a, b) => a.position - b.position)
    .find((quiz) => quiz.completed_at === null && quiz.quiz_id !== except);
}

interface BundleOverviewProps {
  bundle: QbTakeBundle;
  titleOrder: TitleOrder;
  /** The quiz opened inline, if any. */
  openQuizId: string | null;
  onOpen: (quizId: string) => void;
  /** The opened quiz. */
  children?: ReactNode;
}

/**
 * A bundle as its taker sees it: the title and description, the quiz opened
 * inline, then every quiz in order with the progress in it; when all are
 * completed, the bundle's summary.
 */
export function BundleOverview({
  bundle,
  titleOrder,
  openQuizId,
  onOpen,
  children,
}: BundleOverviewProps) {
  const { t } = useTranslation('quizzes');
  const turkish = useIsTurkish();
  const lower: TitleOrder = titleOrder >= 6 ? 6 : ((titleOrder + 1) as TitleOrder);
  const quizzes = [...bundle.quizzes].sort((a, b) => a.position - b.position);
  const next = nextUnfinished(bundle);
  const started = quizzes.some((quiz) => quiz.answered_count > 0 || quiz.completed_at !== null);
  const completedCount = quizzes.filter((quiz) => quiz.completed_at !== null).length;
  const description = pick(turkish, bundle.description_en, bundle.description_tr);

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={titleOrder}>{pick(turkish, bundle.title_en, bundle.title_tr)}</Title>
        {description === '' ? null : (
          <Text c="dimmed" maw="70ch">
            {description}
          </Text>
        )}
        <Text size="sm">
          {t('bundle.progress', {
            completed: String(completedCount),
            total: String(quizzes.length),
          })}
        </Text>
      </Stack>
      {bundle.completed ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={20} aria-hidden />}
          title={t('bundle.doneTitle')}
        >
          {t('bundle.done', { count: quizzes.length })}
        </Alert>
      ) : null}
      {openQuizId === null && next !== undefined ? (
        <Group>
          <Button
            onClick={() => {
              onOpen(next.quiz_id);
            }}
          >
            {started ? t('bundle.continue') : t('bundle.start')}
          </Button>
        </Group>
      ) : null}
      {openQuizId === null ? null : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
          {children}
        </Paper>
      )}
      <Stack gap="sm" component="section" aria-labelledby="bundle-quizzes">
        <Title order={lower} size="h3" id="bundle-quizzes">
          {t('bundle.quizzes')}
        </Title>
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {quizzes.map((quiz, index) => {
            const title = pick(turkish, quiz.title_en, quiz.title_tr);
            const done = quiz.completed_at !== null;
            const action = done
              ? t('bundle.seeResult')
              : quiz.answered_count > 0
                ? t('bundle.continueQuiz')
                : t('bundle.startQuiz');
            const answered = t('bundle.answered', {
              answered: String(quiz.answered_count),
              total: String(quiz.question_count),
            });
            return (
              <Paper
                key={quiz.quiz_id}
                component="li"
                withBorder
                radius="md"
                p="sm"
                aria-current={quiz.quiz_id === openQuizId ? 'step' : undefined}
              >
                <Group justify="space-between" wrap="wrap" gap="sm">
                  <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                    <QuizItemTitle title={`${String(index + 1)}. ${title}`} done={done} />
                    <Text size="sm" c="dimmed">
                      {answered}
                    </Text>
                    <Progress
                      size="sm"
                      value={
                        quiz.question_count === 0
                          ? 0
                          : (quiz.answered_count / quiz.question_count) * 100
                      }
                      aria-label={answered}
                    />
                  </Stack>
                  <Button
                    variant="default"
                    size="xs"
                    aria-label={`${action}: ${title}`}
                    disabled={quiz.quiz_id === openQuizId}
                    onClick={() => {
                      onOpen(quiz.quiz_id);
                    }}
                  >
                    {action}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      </Stack>
    </Stack>
  );
}
