import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { IconCheck, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QbTakeQuestion, QbTakeQuiz } from '@campus/contracts';
import { statusOf } from '../../../lib/problem-error';
import { useSaveAnswer } from '../api';
import {
  emptyDraft,
  isAnswered,
  pick,
  useAnswerText,
  useIsTurkish,
  useQuizErrorMessage,
  type DraftAnswer,
} from '../quiz-text';
import { AnswerInput, rankingOrder } from './answer-input';

type SaveStatus = 'saving' | 'saved' | 'error';

interface QuizRunnerProps {
  quiz: QbTakeQuiz;
  /** `preview`: answers stay in memory and nothing is sent. */
  mode: 'live' | 'preview';
  /** The bundle the quiz is taken in, recorded with each answer. */
  bundleId?: string | null;
  /** The question to open at (else the first unanswered one). */
  startQuestionId?: string | null;
  /** Open at the first question whatever was answered (after a retake). */
  startAtFirst?: boolean;
  /** The level of the quiz's title; the question's heading is one below. */
  titleOrder: TitleOrder;
  /** Finishes the quiz with the answers given: completes it, or ends a preview. */
  onFinish: (answers: ReadonlyMap<string, DraftAnswer>) => Promise<void>;
  /** Whether the finish is running. */
  finishing: boolean;
  /** The failure of the finish, worded. */
  finishError: string | null;
  /** Called when the server says the quiz is already completed. */
  onCompletedElsewhere?: () => void;
}

/** The answers the quiz already holds, by question. */
export function draftsOf(quiz: QbTakeQuiz): Map<string, DraftAnswer> {
  return new Map(
    quiz.answers.map((answer) => [
      answer.question_id,
      {
        option_ids: answer.option_ids,
        scale_value: answer.scale_value,
        text_value: answer.text_value,
      },
    ]),
  );
}

function firstStep(quiz: QbTakeQuiz, startQuestionId: string | null, startAtFirst: boolean) {
  if (startQuestionId !== null) {
    const index = quiz.questions.findIndex((question) => question.question_id === startQuestionId);
    if (index >= 0) return index;
  }
  if (startAtFirst) return 0;
  const answered = new Set(quiz.answers.map((answer) => answer.question_id));
  const index = quiz.questions.findIndex((question) => !answered.has(question.question_id));
  return index >= 0 ? index : quiz.questions.length;
}

function lowerOrder(order: TitleOrder): TitleOrder {
  return order >= 6 ? 6 : ((order + 1) as TitleOrder);
}

/**
 * Takes a quiz one question at a time: a progress bar, the question and its
 * input, Back/Next (saving as it goes), then a review of every answer and
 * Finish. In a preview the answers are kept in memory only.
 */
export function QuizRunner({
  quiz,
  mode,
  bundleId = null,
  startQuestionId = null,
  startAtFirst = false,
  titleOrder,
  onFinish,
  finishing,
  finishError,
  onCompletedElsewhere,
}: QuizRunnerProps) {
  const { t } = useTranslation('quizzes');
  const turkish = useIsTurkish();
  const answerText = useAnswerText();
  const errorMessage = useQuizErrorMessage();
  const save = useSaveAnswer(quiz.quiz_id);
  const [drafts, setDrafts] = useState(() => draftsOf(quiz));
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const [statuses, setStatuses] = useState<ReadonlyMap<string, SaveStatus>>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [step, setStep] = useState(() => firstStep(quiz, startQuestionId, startAtFirst));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const questionCount = quiz.questions.length;
  const reviewing = step >= questionCount;
  const question = reviewing ? undefined : quiz.questions[step];
  const questionOrder = lowerOrder(titleOrder);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  function setOne<Value>(map: ReadonlyMap<string, Value>, key: string, value: Value | null) {
    const next = new Map(map);
    if (value === null) next.delete(key);
    else next.set(key, value);
    return next;
  }

  async function send(target: QbTakeQuestion, draft: DraftAnswer): Promise<boolean> {
    const questionId = target.question_id;
    setErrors((current) => setOne(current, questionId, null));
    if (mode === 'preview') {
      setDirty((current) => new Set([...current].filter((id) => id !== questionId)));
      return true;
    }
    setStatuses((current) => setOne<SaveStatus>(current, questionId, 'saving'));
    try {
      await save.mutateAsync({
        questionId,
        answer: { ...draft, bundle_id: bundleId },
      });
      setStatuses((current) => setOne<SaveStatus>(current, questionId, 'saved'));
      setDirty((current) => new Set([...current].filter((id) => id !== questionId)));
      return true;
    } catch (error) {
      setStatuses((current) => setOne<SaveStatus>(current, questionId, 'error'));
      setErrors((current) => setOne(current, questionId, errorMessage(error)));
      if (statusOf(error) === 409) onCompletedElsewhere?.();
      return false;
    }
  }

  function change(target: QbTakeQuestion, draft: DraftAnswer) {
    setDrafts((current) => setOne(current, target.question_id, draft));
    setStatuses((current) => setOne<SaveStatus>(current, target.question_id, null));
    const savesAtOnce =
      target.type === 'single_choice' ||
      target.type === 'multiple_choice' ||
      target.type === 'scale';
    if (savesAtOnce) {
      void send(target, draft);
      return;
    }
    setDirty((current) => new Set([...current, target.question_id]));
  }

  /** Saves the current question's unsaved answer (a ranking as shown), then moves. */
  async function goTo(next: number) {
    if (question !== undefined) {
      const draft = drafts.get(question.question_id);
      const untouchedRanking = question.type === 'ranking' && !isAnswered(draft);
      if (untouchedRanking) {
        const order = rankingOrder(question, draft ?? emptyDraft);
        const ranked = { option_ids: order, scale_value: null, text_value: null };
        setDrafts((current) => setOne(current, question.question_id, ranked));
        if (!(await send(question, ranked))) return;
      } else if (dirty.has(question.question_id) && draft !== undefined) {
        if (!(await send(question, draft))) return;
      }
    }
    moved.current = true;
    setStep(next);
  }

  const answeredCount = quiz.questions.filter((item) =>
    isAnswered(drafts.get(item.question_id)),
  ).length;
  const title = pick(turkish, quiz.title_en, quiz.title_tr);
  const description = pick(turkish, quiz.description_en, quiz.description_tr);
  const progressLabel = reviewing
    ? t('runner.reviewProgress')
    : t('runner.progress', { current: String(step + 1), total: String(questionCount) });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={titleOrder}>{title}</Title>
        {description === '' ? null : (
          <Text c="dimmed" maw="70ch">
            {description}
          </Text>
        )}
      </Stack>
      {mode === 'preview' ? (
        <Alert color="yellow" variant="light" icon={<IconEye size={20} aria-hidden />}>
          {t('preview.notice')}
        </Alert>
      ) : null}
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {progressLabel}
        </Text>
        <Progress
          value={questionCount === 0 ? 100 : (answeredCount / questionCount) * 100}
          aria-label={t('runner.answeredOf', {
            answered: String(answeredCount),
            total: String(questionCount),
          })}
        />
      </Stack>
      {question === undefined ? (
        <Review
          quiz={quiz}
          drafts={drafts}
          headingOrder={questionOrder}
          heading={heading}
          answerText={answerText}
          onChange={(index) => {
            void goTo(index);
          }}
        />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={questionOrder} size="h4" ref={heading} tabIndex={-1}>
              {pick(turkish, question.text_en, question.text_tr)}
            </Title>
            <AnswerInput
              key={question.question_id}
              question={question}
              draft={drafts.get(question.question_id) ?? emptyDraft}
              onChange={(draft) => {
                change(question, draft);
              }}
              error={errors.get(question.question_id) ?? null}
            />
            <SaveState status={mode === 'live' ? statuses.get(question.question_id) : undefined} />
          </Stack>
        </Paper>
      )}
      {reviewing && finishError !== null ? (
        <Alert color="red" variant="light" role="alert">
          {finishError}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button
          variant="default"
          disabled={step === 0}
          onClick={() => {
            void goTo(step - 1);
          }}
        >
          {t('runner.back')}
        </Button>
        {reviewing ? (
          <Button
            loading={finishing}
            onClick={() => {
              void onFinish(drafts);
            }}
          >
            {t('runner.finish')}
          </Button>
        ) : (
          <Button
            loading={save.isPending && dirty.has(question?.question_id ?? '')}
            onClick={() => {
              void goTo(step + 1);
            }}
          >
            {step === questionCount - 1 ? t('runner.toReview') : t('runner.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function SaveState({ status }: { status: SaveStatus | undefined }) {
  const { t } = useTranslation('quizzes');
  return (
    <Text size="sm" c="dimmed" role="status" aria-live="polite" mih={20}>
      {status === 'saving' ? t('runner.saving') : null}
      {status === 'saved' ? (
        <Group component="span" gap={4} wrap="nowrap">
          <IconCheck size={14} aria-hidden />
          {t('runner.saved')}
        </Group>
      ) : null}
    </Text>
  );
}

interface ReviewProps {
  quiz: QbTakeQuiz;
  drafts: ReadonlyMap<string, DraftAnswer>;
  headingOrder: TitleOrder;
  heading: RefObject<HTMLHeadingElement | null>;
  answerText: ReturnType<typeof useAnswerText>;
  onChange: (index: number) => void;
}

function Review({ quiz, drafts, headingOrder, heading, answerText, onChange }: ReviewProps) {
  const { t } = useTranslation('quizzes');
  const turkish = useIsTurkish();
  const unanswered = quiz.questions.filter(
    (question) => !isAnswered(drafts.get(question.question_id)),
  ).length;
  return (
    <Stack gap="md">
      <Title order={headingOrder} size="h4" ref={heading} tabIndex={-1}>
        {t('review.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {unanswered === 0 ? t('review.lead') : t('review.unanswered', { count: unanswered })}
      </Text>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {quiz.questions.map((question, index) => {
          const text = answerText(question, drafts.get(question.question_id));
          const questionText = pick(turkish, question.text_en, question.text_tr);
          return (
            <Paper key={question.question_id} component="li" withBorder radius="md" p="sm">
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {t('runner.questionNumber', { number: String(index + 1) })}
                </Text>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {questionText}
                </Text>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  {text === null ? (
                    <Badge color="yellow" variant="light">
                      {t('answer.none')}
                    </Badge>
                  ) : (
                    <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{text}</Text>
                  )}
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    aria-label={t('review.changeNamed', { number: String(index + 1) })}
                    onClick={() => {
                      onChange(index);
                    }}
                  >
                    {t('review.change')}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
