import { useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  qbAnswerKeyMissingMessage,
  qbMessages,
  qbQuizBodySchema,
  qbQuizLimits,
  qbQuizMessages,
  qbQuizPurposes,
  qbQuizStatuses,
  qbLimits,
  type QbQuestion,
  type QbQuiz,
  type QbQuizInput,
  type QbQuizPurpose,
  type QbQuizStatus,
} from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { FormActions } from '../../../components/form-actions';
import { LoadErrorState } from '../../../components/load-error-state';
import { LeaveBlockedModal } from '../../../components/discard-changes-modal';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useIssueMessage, validateWith } from '../../../lib/form-validation';
import { leaveWithoutAsking, useLeaveGuardControls } from '../../../lib/use-leave-guard';
import { useCreateQuiz, useQuestionSearch, useQuiz, useUpdateQuiz } from '../api';
import { BackLink } from '../../../components/page-frames/back-link';
import { useQbIdParam } from '../components/qb-id';
import { QbOrderButtons } from '../components/qb-order-buttons';
import { useQbSubmitFailure } from '../components/qb-problem-errors';
import { qbText, useQbLang } from '../components/qb-text';
import { moveItem } from './ordered-options';
import { QuizKeyInput, rankingOrder } from './quiz-key-input';
import { quizDetailPath } from './quiz-list-page';

export interface QuizFormQuestion {
  question: QbQuestion;
  points: number | string;
  correct_option_ids: string[];
}

export interface QuizFormValues {
  title_en: string;
  title_tr: string;
  description_en: string;
  description_tr: string;
  purpose: QbQuizPurpose;
  status: QbQuizStatus;
  pass_score: number | string;
  questions: QuizFormQuestion[];
}

function toFormValues(quiz: QbQuiz | null): QuizFormValues {
  if (quiz === null) {
    return {
      title_en: '',
      title_tr: '',
      description_en: '',
      description_tr: '',
      purpose: 'survey',
      status: 'draft',
      pass_score: '',
      questions: [],
    };
  }
  return {
    title_en: quiz.title_en,
    title_tr: quiz.title_tr,
    description_en: quiz.description_en,
    description_tr: quiz.description_tr,
    purpose: quiz.purpose,
    status: quiz.status,
    pass_score: quiz.pass_score ?? '',
    questions: [...quiz.questions]
      .sort((a, b) => a.position - b.position)
      .map((entry) => ({
        question: entry.question,
        points: entry.points,
        correct_option_ids: entry.correct_option_ids,
      })),
  };
}

const scoredTypes: readonly string[] = ['single_choice', 'multiple_choice', 'ranking'];

/** The request body of the form's values (a ranking's key is the order shown). */
export function toQuizBody(values: QuizFormValues): QbQuizInput {
  const knowledge = values.purpose === 'knowledge';
  return {
    title_en: values.title_en,
    title_tr: values.title_tr,
    description_en: values.description_en,
    description_tr: values.description_tr,
    purpose: values.purpose,
    status: values.status,
    pass_score: knowledge && typeof values.pass_score === 'number' ? values.pass_score : null,
    questions: values.questions.map((entry) => ({
      question_id: entry.question.question_id,
      points: typeof entry.points === 'number' ? entry.points : Number.NaN,
      correct_option_ids:
        !knowledge || !scoredTypes.includes(entry.question.type)
          ? []
          : entry.question.type === 'ranking'
            ? rankingOrder(entry.question, entry.correct_option_ids)
            : entry.correct_option_ids,
    })),
  };
}

/** The contract's rule sentences in the interface language. */
function useRuleMessages(): Readonly<Record<string, string>> {
  const { t } = useTranslation('quiz-builder-quizzes');
  return useMemo(
    () => ({
      [qbQuizMessages.emptyQuiz]: t('rules.emptyQuiz'),
      [qbQuizMessages.questionTwice]: t('rules.questionTwice'),
      [qbQuizMessages.passScoreOnlyKnowledge]: t('rules.passScoreOnlyKnowledge'),
      [qbQuizMessages.answerKeyOnlyKnowledge]: t('rules.answerKeyOnlyKnowledge'),
      [qbQuizMessages.points]: t('rules.points', {
        min: qbQuizLimits.pointsMin,
        max: qbQuizLimits.pointsMax,
      }),
      [qbQuizMessages.passScoreTooHigh]: t('rules.passScoreTooHigh'),
      [qbQuizMessages.correctOptionTwice]: t('rules.correctOptionTwice'),
      [qbMessages.descriptionBothLanguages]: t('rules.descriptionBoth'),
      [qbAnswerKeyMissingMessage('single_choice')]: t('rules.keySingle'),
      [qbAnswerKeyMissingMessage('multiple_choice')]: t('rules.keyMultiple'),
      [qbAnswerKeyMissingMessage('ranking')]: t('rules.keyRanking'),
    }),
    [t],
  );
}

function translateRule(
  message: string,
  rules: Readonly<Record<string, string>>,
  retired: string,
): string {
  const known = rules[message];
  if (known !== undefined) return known;
  return /^The question \S+ is retired and cannot be published$/.test(message) ? retired : message;
}

/** Search questions and add them to the quiz. */
function QuestionPicker({
  chosen,
  onAdd,
}: {
  chosen: readonly string[];
  onAdd: (question: QbQuestion) => void;
}) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const found = useQuestionSearch(q);
  const items = (found.data?.items ?? []).filter(
    (question) => !chosen.includes(question.question_id),
  );
  return (
    <Stack gap="xs">
      <TextInput
        label={t('form.searchQuestions')}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        maxLength={qbLimits.queryMaxLength}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
        }}
      />
      {found.isPending ? (
        <Skeleton height={60} />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('form.noQuestionsFound')}
        </Text>
      ) : (
        <Stack component="ul" gap={4} m={0} p={0} aria-label={t('form.foundQuestions')}>
          {items.map((question) => (
            <Paper
              component="li"
              key={question.question_id}
              withBorder
              radius="sm"
              px="sm"
              py={6}
              style={{ listStyle: 'none' }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {qbText(question, 'rendered', lang)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`types.${question.type}`)} · {t(`questionStatuses.${question.status}`)}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  aria-label={t('form.addQuestion', {
                    question: qbText(question, 'rendered', lang),
                  })}
                  onClick={() => {
                    onAdd(question);
                  }}
                >
                  {t('form.add')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function QuizForm({ quiz }: { quiz: QbQuiz | null }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const { t: tCommon } = useTranslation('common');
  const lang = useQbLang();
  const navigate = useNavigate();
  const create = useCreateQuiz();
  const update = useUpdateQuiz();
  const rules = useRuleMessages();
  const [failure, setFailure] = useState<string | null>(null);
  const labels = useMemo(
    () => ({
      title_en: t('fields.titleEn'),
      title_tr: t('fields.titleTr'),
      description_en: t('fields.descriptionEn'),
      description_tr: t('fields.descriptionTr'),
      purpose: t('fields.purpose'),
      status: t('fields.status'),
      pass_score: t('fields.passScore'),
      questions: t('fields.questions'),
      points: t('fields.points'),
      correct_option_ids: t('fields.key'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage(rules);
  const submitFailure = useQbSubmitFailure(labels);

  const form = useForm<QuizFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(quiz),
    validate: (values) => validateWith(qbQuizBodySchema, toQuizBody(values), labels, issueMessage),
  });
  const saving = create.isPending || update.isPending;
  const guard = useLeaveGuardControls(form.isDirty() && !saving);
  const values = form.getValues();
  const knowledge = values.purpose === 'knowledge';
  const cancelPath = quiz === null ? '/admin/qb/quizzes' : quizDetailPath(quiz.quiz_id);

  function submit(formValues: QuizFormValues) {
    setFailure(null);
    const body = toQuizBody(formValues);
    const handlers = {
      onSuccess: (saved: QbQuiz) => {
        form.resetDirty();
        notifications.show({ color: 'green', message: t('form.saved') });
        void navigate(quizDetailPath(saved.quiz_id), { state: leaveWithoutAsking });
      },
      onError: (error: Error) => {
        const read = submitFailure(error);
        const errors: Record<string, string> = {};
        for (const [path, message] of Object.entries(read.fieldErrors)) {
          errors[path] = translateRule(message, rules, t('rules.retired'));
        }
        form.setErrors(errors);
        setFailure(read.message);
      },
    };
    if (quiz === null) create.mutate({ body }, handlers);
    else update.mutate({ params: { quiz_id: quiz.quiz_id }, body }, handlers);
  }

  const errorAt = (path: string) => {
    const message = form.errors[path];
    return typeof message === 'string' ? message : undefined;
  };
  const questionErrors = (index: number) =>
    Object.entries(form.errors)
      .filter(
        ([path]) =>
          path === `questions.${String(index)}` ||
          path === `questions.${String(index)}.question_id`,
      )
      .flatMap(([, message]) => (typeof message === 'string' ? [message] : []));

  return (
    <form
      noValidate
      aria-label={quiz === null ? t('form.addTitle') : t('form.editTitle')}
      onSubmit={form.onSubmit(submit, () => {
        setFailure(tCommon('errors.checkForm'));
      })}
    >
      <Stack gap="lg">
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={labels.title_en}
                required
                maxLength={qbQuizLimits.titleMaxLength}
                key={form.key('title_en')}
                {...form.getInputProps('title_en')}
              />
              <TextInput
                label={labels.title_tr}
                required
                maxLength={qbQuizLimits.titleMaxLength}
                key={form.key('title_tr')}
                {...form.getInputProps('title_tr')}
              />
              <Textarea
                label={labels.description_en}
                minRows={2}
                maxLength={qbLimits.descriptionMaxLength}
                key={form.key('description_en')}
                {...form.getInputProps('description_en')}
              />
              <Textarea
                label={labels.description_tr}
                minRows={2}
                maxLength={qbLimits.descriptionMaxLength}
                key={form.key('description_tr')}
                {...form.getInputProps('description_tr')}
              />
              <Select
                label={labels.purpose}
                allowDeselect={false}
                data={qbQuizPurposes.map((purpose) => ({
                  value: purpose,
                  label: t(`purposes.${purpose}`),
                }))}
                key={form.key('purpose')}
                {...form.getInputProps('purpose')}
              />
              <Select
                label={labels.status}
                description={t('form.statusHint')}
                allowDeselect={false}
                data={qbQuizStatuses.map((status) => ({
                  value: status,
                  label: t(`statuses.${status}`),
                }))}
                key={form.key('status')}
                {...form.getInputProps('status')}
              />
              {knowledge ? (
                <NumberInput
                  label={labels.pass_score}
                  description={t('form.passScoreHint')}
                  min={0}
                  allowDecimal={false}
                  key={form.key('pass_score')}
                  {...form.getInputProps('pass_score')}
                />
              ) : null}
            </SimpleGrid>
          </Stack>
        </Card>

        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby="quiz-questions"
        >
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h4" id="quiz-questions">
                {t('form.questionsTitle', { count: values.questions.length })}
              </Title>
            </Group>
            {typeof form.errors.questions === 'string' ? (
              <ErrorAlert>{form.errors.questions}</ErrorAlert>
            ) : null}
            {values.questions.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('form.noQuestions')}
              </Text>
            ) : (
              <Stack component="ol" gap="sm" m={0} p={0}>
                {values.questions.map((entry, index) => {
                  const text = qbText(entry.question, 'rendered', lang);
                  const errors = questionErrors(index);
                  return (
                    <Paper
                      component="li"
                      key={entry.question.question_id}
                      withBorder
                      radius="md"
                      p="sm"
                      style={{ listStyle: 'none' }}
                    >
                      <Stack gap="sm">
                        <Group justify="space-between" wrap="nowrap" align="flex-start">
                          <Stack gap={2} style={{ minWidth: 0 }}>
                            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                              {index + 1}. {text}
                            </Text>
                            <Group gap="xs">
                              <Badge variant="light" size="sm">
                                {t(`types.${entry.question.type}`)}
                              </Badge>
                              {entry.question.status === 'retired' ? (
                                <Badge variant="light" color="orange" size="sm">
                                  {t('questionStatuses.retired')}
                                </Badge>
                              ) : null}
                            </Group>
                          </Stack>
                          <QbOrderButtons
                            index={index}
                            count={values.questions.length}
                            labels={{
                              moveUp: t('form.moveUp', { position: index + 1 }),
                              moveDown: t('form.moveDown', { position: index + 1 }),
                              remove: t('form.remove', { position: index + 1 }),
                            }}
                            onMove={(step) => {
                              form.setFieldValue(
                                'questions',
                                moveItem(form.getValues().questions, index, step),
                              );
                            }}
                            onRemove={() => {
                              form.removeListItem('questions', index);
                            }}
                          />
                        </Group>
                        {errors.map((message) => (
                          <Text key={message} size="sm" c="red" role="alert">
                            {message}
                          </Text>
                        ))}
                        <NumberInput
                          label={t('form.pointsOf', { position: index + 1 })}
                          min={qbQuizLimits.pointsMin}
                          max={qbQuizLimits.pointsMax}
                          allowDecimal={false}
                          w={180}
                          key={form.key(`questions.${String(index)}.points`)}
                          {...form.getInputProps(`questions.${String(index)}.points`)}
                        />
                        {knowledge ? (
                          <QuizKeyInput
                            question={entry.question}
                            value={entry.correct_option_ids}
                            onChange={(key) => {
                              form.setFieldValue(
                                `questions.${String(index)}.correct_option_ids`,
                                key,
                              );
                            }}
                            error={errorAt(`questions.${String(index)}.correct_option_ids`)}
                          />
                        ) : null}
                      </Stack>
                    </Paper>
                  );
                })}
              </Stack>
            )}
            <QuestionPicker
              chosen={values.questions.map((entry) => entry.question.question_id)}
              onAdd={(question) => {
                form.insertListItem('questions', {
                  question,
                  points: 1,
                  correct_option_ids: [],
                });
              }}
            />
          </Stack>
        </Card>

        <FormActions
          isNew={quiz === null}
          isDirty={form.isDirty()}
          pending={saving}
          onCancel={() => {
            void navigate(cancelPath);
          }}
          submitLabel={quiz === null ? t('form.create') : tCommon('actions.save')}
        />
      </Stack>
      <LeaveBlockedModal blocker={guard.blocker} />
    </form>
  );
}

/** `/admin/qb/quizzes/add` and `/admin/qb/quizzes/edit/:quiz_id`. */
export function QuizFormPage({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const quizId = useQbIdParam('quiz_id');
  const quiz = useQuiz(isNew ? undefined : quizId);
  const lang = useQbLang();
  const title = isNew
    ? t('form.addTitle')
    : quiz.data === undefined
      ? t('form.editTitle')
      : t('form.editTitleOf', { title: qbText(quiz.data, 'title', lang) });
  useDocumentTitle(title);

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <BackLink
          to={isNew || quizId === undefined ? '/admin/qb/quizzes' : quizDetailPath(quizId)}
          label={isNew || quizId === undefined ? t('detail.backToList') : t('form.backToQuiz')}
        />
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {title}
        </Title>
        {isNew ? (
          <QuizForm quiz={null} />
        ) : quizId === undefined ? (
          <ErrorAlert>{t('detail.invalidId')}</ErrorAlert>
        ) : quiz.isPending ? (
          <Skeleton height={320} />
        ) : quiz.isError ? (
          <LoadErrorState
            title={t('detail.loadFailed')}
            error={quiz.error}
            onRetry={() => {
              void quiz.refetch();
            }}
          />
        ) : (
          <QuizForm key={quiz.data.updated_at} quiz={quiz.data} />
        )}
      </Stack>
    </Container>
  );
}
