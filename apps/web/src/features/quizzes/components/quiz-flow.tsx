import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, type TitleOrder } from '@mantine/core';
import { IconEye, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { quizTakingEndpoints, type QbTakeQuiz } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadErrorState } from '../../../components/load-error-state';
import { LoadingState } from '../../../components/loading-state';
import { endpointKey } from '../../../lib/endpoint-client';
import { statusOf } from '../../../lib/problem-error';
import { useCompleteQuiz, useRetakeQuiz, useTakeQuiz } from '../api';
import { useQuizErrorMessage, type DraftAnswer } from '../quiz-text';
import { draftsOf, QuizRunner } from './quiz-runner';
import { QuizSummary } from './quiz-summary';

/** A quiz that does not exist or is not open: said plainly, with the way home. */
export function NotOpen({ message }: { message: string }) {
  const { t } = useTranslation('quizzes');
  return (
    <Stack gap="sm" align="flex-start">
      <ErrorAlert>{message}</ErrorAlert>
      <Button component={Link} to="/" variant="default">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}

/** A placeholder while a quiz or a bundle loads. */
export function Loading() {
  return <LoadingState heights={[32, 160]} firstWidth="60%" gap="sm" />;
}

interface QuizFlowProps {
  quizId: string;
  bundleId?: string | null;
  titleOrder: TitleOrder;
  /** What follows the summary of a completed quiz (in a bundle: the next quiz). */
  afterSummary?: ReactNode;
}

/**
 * A quiz as the signed-in user takes it: the runner while it is open (saving
 * each answer), the summary once completed (with Retake when allowed).
 */
export function QuizFlow({ quizId, bundleId = null, titleOrder, afterSummary }: QuizFlowProps) {
  const { t } = useTranslation('quizzes');
  const queryClient = useQueryClient();
  const quiz = useTakeQuiz(quizId);
  const complete = useCompleteQuiz(quizId);
  const retake = useRetakeQuiz(quizId);
  const errorMessage = useQuizErrorMessage();
  const [restarted, setRestarted] = useState(false);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const completedAt = quiz.data?.completed_at ?? null;
  const finishedHere = useRef(false);

  useEffect(() => {
    if (completedAt !== null && finishedHere.current) summaryHeading.current?.focus();
  }, [completedAt]);

  if (quiz.isError && quiz.data === undefined) {
    const status = statusOf(quiz.error);
    if (status === 404 || status === 400) return <NotOpen message={t('notFound.quiz')} />;
    return <LoadErrorState title={t('loadFailed')} query={quiz} />;
  }
  if (quiz.data === undefined) return <Loading />;
  const data = quiz.data;

  if (data.completed_at !== null) {
    return (
      <Stack gap="lg">
        <QuizSummary
          quiz={data}
          answers={draftsOf(data)}
          titleOrder={titleOrder}
          headingRef={summaryHeading}
        />
        {retake.isError ? <ErrorAlert>{errorMessage(retake.error)}</ErrorAlert> : null}
        <Group>
          {data.can_retake ? (
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={retake.isPending}
              onClick={() => {
                retake.mutate(undefined, {
                  onSuccess: () => {
                    setRestarted(true);
                  },
                });
              }}
            >
              {t('summary.retake')}
            </Button>
          ) : null}
          {afterSummary}
        </Group>
      </Stack>
    );
  }

  return (
    <QuizRunner
      key={`${data.quiz_id}:${data.started_at ?? 'new'}:${String(restarted)}`}
      quiz={data}
      mode="live"
      bundleId={bundleId}
      startAtFirst={restarted}
      titleOrder={titleOrder}
      finishing={complete.isPending}
      finishError={complete.isError ? errorMessage(complete.error) : null}
      onFinish={async () => {
        finishedHere.current = true;
        try {
          await complete.mutateAsync();
        } catch {
          // The failure is shown by the runner (finishError).
        }
      }}
      onCompletedElsewhere={() => {
        void queryClient.invalidateQueries({
          queryKey: endpointKey(quizTakingEndpoints.getQuiz, { params: { quiz_id: quizId } }),
        });
      }}
    />
  );
}

interface PreviewQuizFlowProps {
  quiz: QbTakeQuiz;
  startQuestionId: string | null;
  titleOrder: TitleOrder;
}

/** A quiz in an admin's preview: taken exactly as users do, with nothing saved. */
export function PreviewQuizFlow({ quiz, startQuestionId, titleOrder }: PreviewQuizFlowProps) {
  const { t } = useTranslation('quizzes');
  const [finished, setFinished] = useState<ReadonlyMap<string, DraftAnswer> | null>(null);
  const [round, setRound] = useState(0);
  const summaryHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (finished !== null) summaryHeading.current?.focus();
  }, [finished]);

  if (finished !== null) {
    return (
      <Stack gap="lg">
        <Alert color="yellow" variant="light" icon={<IconEye size={20} aria-hidden />}>
          {t('preview.notice')}
        </Alert>
        <QuizSummary
          quiz={{ ...quiz, result: null }}
          answers={finished}
          titleOrder={titleOrder}
          headingRef={summaryHeading}
        />
        <Text size="sm" c="dimmed">
          {t('preview.noScore')}
        </Text>
        <Group>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => {
              setFinished(null);
              setRound((current) => current + 1);
            }}
          >
            {t('preview.again')}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <QuizRunner
      key={`${quiz.quiz_id}:${String(round)}`}
      quiz={{ ...quiz, answers: [] }}
      mode="preview"
      startQuestionId={round === 0 ? startQuestionId : null}
      startAtFirst
      titleOrder={titleOrder}
      finishing={false}
      finishError={null}
      onFinish={async (answers) => {
        setFinished(new Map(answers));
        return Promise.resolve();
      }}
    />
  );
}
