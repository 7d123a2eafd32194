import { useMemo, useState } from 'react';
import { Card, Radio, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  qbResponseCreateBodySchema,
  qbResponseMessages,
  qbTakeLimits,
  qbTakeMessages,
  type QbQuestion,
  type QbResponseCreateInput,
} from '@campus/contracts';
import { LeaveBlockedModal } from '../../../components/discard-changes-modal';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ValidatedForm } from '../../../components/validated-form';
import { leaveWithoutAsking, useLeaveGuardControls } from '../../../lib/use-leave-guard';
import { useCreateResponse, useQuiz, useQuizOptions } from '../api';
import { QbPage } from '../components/qb-page';
import { useQbSubmitFailure } from '../components/qb-problem-errors';
import { qbText, useQbLang } from '../components/qb-text';
import { OptionChoiceInput } from '../quizzes/option-choice-input';
import { completeOrder, RankingOrderInput } from '../quizzes/ordered-options';
import { responseDetailPath } from './response-list-page';

interface AnswerValues {
  option_ids: string[];
  scale_value: string | null;
  text_value: string;
}

const emptyAnswer: AnswerValues = { option_ids: [], scale_value: null, text_value: '' };

/** The answer input that matches the question's type. */
function AnswerInput({
  question,
  value,
  onChange,
  error,
}: {
  question: QbQuestion;
  value: AnswerValues;
  onChange: (value: AnswerValues) => void;
  error?: string;
}) {
  const { t } = useTranslation('quiz-builder-quizzes');
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice':
      return (
        <OptionChoiceInput
          options={question.options}
          multiple={question.type === 'multiple_choice'}
          label={t('responses.answer')}
          required
          value={value.option_ids}
          onChange={(optionIds) => {
            onChange({ ...value, option_ids: optionIds });
          }}
          error={error}
        />
      );
    case 'ranking':
      return (
        <RankingOrderInput
          label={t('responses.rankingAnswer')}
          options={question.options}
          value={value.option_ids}
          onChange={(optionIds) => {
            onChange({ ...value, option_ids: optionIds });
          }}
          error={error}
        />
      );
    case 'scale':
      return (
        <Radio.Group
          label={t('responses.scaleAnswer', { max: question.scale_max ?? 5 })}
          required
          value={value.scale_value}
          onChange={(scaleValue) => {
            onChange({ ...value, scale_value: scaleValue });
          }}
          error={error}
        >
          <Stack gap={6} mt={6}>
            {Array.from({ length: question.scale_max ?? 5 }, (_, index) => (
              <Radio key={index} value={String(index + 1)} label={String(index + 1)} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'short_text':
      return (
        <Textarea
          label={t('responses.textAnswer')}
          required
          minRows={3}
          maxLength={qbTakeLimits.textAnswerMaxLength}
          value={value.text_value}
          onChange={(event) => {
            onChange({ ...value, text_value: event.currentTarget.value });
          }}
          error={error}
        />
      );
  }
}

/** `/admin/qb/responses/add`: records an answer collected on paper for a user, by email. */
export function ResponseAddPage() {
  const { t } = useTranslation('quiz-builder-quizzes');
  const { t: tCommon } = useTranslation('common');
  useDocumentTitle(t('responses.addTitle'));
  const lang = useQbLang();
  const navigate = useNavigate();
  const create = useCreateResponse();
  const quizzes = useQuizOptions('');
  const [email, setEmail] = useState('');
  const [quizId, setQuizId] = useState<string | null>(null);
  const [questionId, setQuestionId] = useState<string | null>(null);
  const [answer, setAnswer] = useState<AnswerValues>(emptyAnswer);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const quiz = useQuiz(quizId ?? undefined);
  const questions = useMemo(
    () => [...(quiz.data?.questions ?? [])].sort((a, b) => a.position - b.position),
    [quiz.data],
  );
  const question = questions.find((entry) => entry.question.question_id === questionId)?.question;
  const labels = useMemo(
    () => ({
      email: t('responses.email'),
      quiz_id: t('responses.quiz'),
      question_id: t('responses.question'),
    }),
    [t],
  );
  const rules: Readonly<Record<string, string>> = useMemo(
    () => ({
      [qbResponseMessages.userNotFound]: t('responses.userNotFound'),
      [qbTakeMessages.oneChoice]: t('responses.rules.oneChoice'),
      [qbTakeMessages.someChoice]: t('responses.rules.someChoice'),
      [qbTakeMessages.rankAll]: t('responses.rules.rankAll'),
      [qbTakeMessages.scaleRange]: t('responses.rules.scaleRange'),
      [qbTakeMessages.textRequired]: t('responses.rules.textRequired'),
      [qbTakeMessages.questionNotInQuiz]: t('responses.rules.questionNotInQuiz'),
    }),
    [t],
  );
  const submitFailure = useQbSubmitFailure(labels);
  const isDirty = email !== '' || quizId !== null;
  const guard = useLeaveGuardControls(isDirty && !create.isPending);

  function body(): QbResponseCreateInput {
    return {
      email,
      quiz_id: quizId ?? '',
      question_id: questionId ?? '',
      option_ids:
        question?.type === 'ranking'
          ? completeOrder(question.options, answer.option_ids)
          : answer.option_ids,
      scale_value: answer.scale_value === null ? null : Number(answer.scale_value),
      text_value: question?.type === 'short_text' ? answer.text_value : null,
    };
  }

  function check(): Record<string, string> {
    const found: Record<string, string> = {};
    if (email.trim() === '') found.email = tCommon('validation.required', { field: labels.email });
    else if (!qbResponseCreateBodySchema.shape.email.safeParse(email).success) {
      found.email = tCommon('validation.email');
    }
    if (quizId === null) found.quiz_id = tCommon('validation.required', { field: labels.quiz_id });
    if (questionId === null) {
      found.question_id = tCommon('validation.required', { field: labels.question_id });
    }
    if (question !== undefined) {
      if (question.type === 'single_choice' && answer.option_ids.length !== 1) {
        found.answer = t('responses.rules.oneChoice');
      } else if (question.type === 'multiple_choice' && answer.option_ids.length === 0) {
        found.answer = t('responses.rules.someChoice');
      } else if (question.type === 'scale' && answer.scale_value === null) {
        found.answer = t('responses.rules.scaleRange');
      } else if (question.type === 'short_text' && answer.text_value.trim() === '') {
        found.answer = t('responses.rules.textRequired');
      }
    }
    return found;
  }

  function submit() {
    setFailure(null);
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(tCommon('errors.checkForm'));
      return;
    }
    create.mutate(
      { body: body() },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: t('responses.recorded') });
          void navigate(responseDetailPath(saved.response_id), { state: leaveWithoutAsking });
        },
        onError: (error) => {
          const read = submitFailure(error);
          const next: Record<string, string> = {};
          for (const [path, message] of Object.entries(read.fieldErrors)) {
            const field = ['email', 'quiz_id', 'question_id'].includes(path) ? path : 'answer';
            next[field] ??= rules[message] ?? message;
          }
          setErrors(next);
          setFailure(rules[read.message] ?? read.message);
        },
      },
    );
  }

  return (
    <QbPage
      size="sm"
      backTo="/admin/qb/responses"
      backLabel={t('responses.backToList')}
      title={t('responses.addTitle')}
    >
      <Text c="dimmed">{t('responses.addLead')}</Text>
      <Card withBorder radius="md" padding="lg">
        <ValidatedForm
          label={t('responses.addTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          failure={failure}
          actions={{
            isNew: true,
            isDirty,
            pending: create.isPending,
            onCancel: () => {
              void navigate('/admin/qb/responses');
            },
            submitLabel: t('responses.record'),
          }}
        >
          <TextInput
            label={labels.email}
            type="email"
            required
            autoComplete="off"
            value={email}
            error={errors.email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
            }}
          />
          <Select
            label={labels.quiz_id}
            required
            searchable
            value={quizId}
            error={errors.quiz_id}
            data={(quizzes.data?.items ?? []).map((item) => ({
              value: item.quiz_id,
              label: qbText(item, 'title', lang),
            }))}
            onChange={(value) => {
              setQuizId(value);
              setQuestionId(null);
              setAnswer(emptyAnswer);
            }}
          />
          <Select
            label={labels.question_id}
            required
            searchable
            disabled={quizId === null || quiz.isPending}
            value={questionId}
            error={errors.question_id}
            data={questions.map((entry, index) => ({
              value: entry.question.question_id,
              label: `${String(index + 1)}. ${qbText(entry.question, 'rendered', lang)}`,
            }))}
            onChange={(value) => {
              setQuestionId(value);
              setAnswer(emptyAnswer);
            }}
          />
          {question === undefined ? null : (
            <AnswerInput
              key={question.question_id}
              question={question}
              value={answer}
              onChange={setAnswer}
              error={errors.answer}
            />
          )}
        </ValidatedForm>
      </Card>
      <LeaveBlockedModal blocker={guard.blocker} />
    </QbPage>
  );
}
