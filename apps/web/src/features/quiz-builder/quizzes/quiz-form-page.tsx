import { useMemo } from 'react';
import { Card, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  qbAnswerKeyMissingMessage,
  qbMessages,
  qbQuizBodySchema,
  qbQuizLimits,
  qbQuizMessages,
  qbQuizPurposes,
  qbQuizStatuses,
  type QbQuiz,
} from '@campus/contracts';
import { useIssueMessage, validateWith } from '../../../lib/form-validation';
import { useCreateQuiz, useQuiz, useUpdateQuiz } from '../api';
import { QbEditForm, useQbEditSave } from '../components/qb-edit-form';
import { QbFormPage } from '../components/qb-page';
import { QbTitleFields, qbTitleLabels } from '../components/qb-title-fields';
import { QuizFormQuestions } from './quiz-form-questions';
import {
  quizFormValuesOf,
  toQuizBody,
  translateRule,
  type QuizFormValues,
} from './quiz-form-values';
import { quizDetailPath } from './quiz-badges';

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

function QuizForm({ quiz }: { quiz: QbQuiz | null }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const create = useCreateQuiz();
  const update = useUpdateQuiz();
  const rules = useRuleMessages();
  const labels = useMemo(
    () => ({
      ...qbTitleLabels(t),
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

  const form = useForm<QuizFormValues>({
    mode: 'controlled',
    initialValues: quizFormValuesOf(quiz),
    validate: (values) => validateWith(qbQuizBodySchema, toQuizBody(values), labels, issueMessage),
  });
  const save = useQbEditSave<QuizFormValues, QbQuiz>({
    form,
    labels,
    done: t('form.saved'),
    detailPathOf: (saved) => quizDetailPath(saved.quiz_id),
    ruleOf: (message) => translateRule(message, rules, t('rules.retired')),
  });
  const knowledge = form.getValues().purpose === 'knowledge';

  function submit(formValues: QuizFormValues) {
    const body = toQuizBody(formValues);
    if (quiz === null) create.mutate({ body }, save.handlers);
    else update.mutate({ params: { quiz_id: quiz.quiz_id }, body }, save.handlers);
  }

  return (
    <QbEditForm
      label={quiz === null ? t('form.addTitle') : t('form.editTitle')}
      isNew={quiz === null}
      form={form}
      save={save}
      pending={create.isPending || update.isPending}
      createLabel={t('form.create')}
      cancelTo={quiz === null ? '/admin/qb/quizzes' : quizDetailPath(quiz.quiz_id)}
      submit={submit}
    >
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <QbTitleFields
              labels={labels}
              inputProps={(field) => form.getInputProps(field)}
              inputKey={(field) => form.key(field)}
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

      <QuizFormQuestions form={form} knowledge={knowledge} />
    </QbEditForm>
  );
}

/** `/admin/qb/quizzes/add` and `/admin/qb/quizzes/edit/:quiz_id`. */
export function QuizFormPage({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  return (
    <QbFormPage
      isNew={isNew}
      idParam="quiz_id"
      useOne={useQuiz}
      listPath="/admin/qb/quizzes"
      detailPath={quizDetailPath}
      texts={{
        addTitle: t('form.addTitle'),
        editTitle: t('form.editTitle'),
        editTitleOf: (title) => t('form.editTitleOf', { title }),
        backToList: t('detail.backToList'),
        backToDetail: t('form.backToQuiz'),
        invalidId: t('detail.invalidId'),
        loadFailed: t('detail.loadFailed'),
      }}
    >
      {(data) => <QuizForm key={data?.updated_at} quiz={data} />}
    </QbFormPage>
  );
}
