import { useCallback, useMemo, useState } from 'react';
import { Alert, Card, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  qbIsChoiceType,
  qbQuestionBodySchema,
  qbQuestionLimits,
  qbQuestionStatuses,
  qbQuestionTypes,
  type QbOptionAlternative,
  type QbQuestion,
  type QbQuestionStatus,
  type QbQuestionType,
} from '@campus/contracts';
import { useIssueMessage, validateWith, type FieldIssue } from '../../../lib/form-validation';
import { leaveWithoutAsking } from '../../../lib/use-leave-guard';
import { useCreateQuestion, useUpdateQuestion } from '../api';
import { QbLibraryFormFrame } from '../components/qb-library-form';
import { useQbSave } from '../components/qb-save';
import {
  mattersNeeded,
  questionBodyOf,
  questionValuesOf,
  renderedQuestion,
  type QuestionValues,
} from './question-form-values';
import { QuestionMattersField } from './question-matters-field';
import { QuestionOptionsField } from './question-options-field';
import { questionDetailPath } from './question-paths';
import { QuestionWordingField } from './question-wording-field';

/** The question rule messages in the interface language. */
function useQuestionIssueMessage(): (issue: FieldIssue) => string {
  const { t } = useTranslation('quiz-builder');
  const issueMessage = useIssueMessage();
  return useCallback(
    (issue: FieldIssue) => {
      const message = issue.message ?? '';
      if (issue.field === 'options' && /needs at least/.test(message)) {
        return t('rules.tooFewOptions', { min: qbQuestionLimits.choiceOptionsMin });
      }
      if (issue.field === 'importance') {
        return t('rules.importance', {
          min: qbQuestionLimits.importanceMin,
          max: qbQuestionLimits.importanceMax,
        });
      }
      if (issue.field === 'phrase_id' && issue.isMissing) return t('rules.phraseRequired');
      if (issue.field === 'scale_max') return t('rules.scaleMax');
      if (issue.field === 'options' && /listed twice/.test(message)) return t('rules.optionTwice');
      if (issue.field === 'matter_ids' && /listed twice/.test(message)) {
        return t('rules.matterTwice');
      }
      return issueMessage(issue);
    },
    [t, issueMessage],
  );
}

/** The API's field errors at the form's fields: the first error of each top-level field. */
function topLevelErrors(errors: Record<string, string>): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0] ?? path;
    if (!(field in fieldErrors)) fieldErrors[field] = message;
  }
  return fieldErrors;
}

/** The add and edit form of a question (exported for the unit tests). */
export function QuestionForm({ question }: { question?: QbQuestion }) {
  const { t } = useTranslation('quiz-builder');
  const navigate = useNavigate();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const [optionAlternatives, setOptionAlternatives] = useState<
    Record<string, readonly QbOptionAlternative[]>
  >({});
  const labels = useMemo(
    () => ({
      type: t('questions.fields.type'),
      scale_max: t('questions.fields.scale'),
      phrase_id: t('questions.fields.phrase'),
      text_en: t('shared.inLanguage.en', { label: t('questions.fields.text') }),
      text_tr: t('shared.inLanguage.tr', { label: t('questions.fields.text') }),
      matter_ids: t('questions.fields.matters'),
      options: t('questions.fields.options'),
      importance: t('questions.fields.importance'),
      status: t('questions.fields.status'),
    }),
    [t],
  );
  const issueMessage = useQuestionIssueMessage();
  const form = useForm<QuestionValues>({
    mode: 'controlled',
    initialValues: questionValuesOf(question),
    validate: (values) => {
      const errors = validateWith(
        qbQuestionBodySchema,
        questionBodyOf(values),
        labels,
        issueMessage,
      );
      if (values.wording === 'phrase' && values.phrase !== null && values.phrase_id !== null) {
        const needed = mattersNeeded(values.phrase.template_en);
        if (values.matters.length < needed && !('matter_ids' in errors)) {
          errors.matter_ids = t('rules.phraseNeedsMatters', { count: needed });
        }
      }
      return errors;
    },
  });
  const values = form.values;
  const isNew = question === undefined;
  const save = useQbSave<QbQuestion>({
    labels,
    checkForm: t('shared.checkForm'),
    onSaved: (saved) => {
      const newVersion =
        question !== undefined && saved.current_version !== question.current_version;
      notifications.show({
        color: newVersion ? 'yellow' : 'green',
        autoClose: newVersion ? false : undefined,
        message: newVersion
          ? t('questions.newVersion', { version: saved.current_version })
          : isNew
            ? t('shared.added')
            : t('shared.saved'),
      });
      void navigate(questionDetailPath(saved.question_id), {
        state: newVersion
          ? { ...leaveWithoutAsking, newVersion: saved.current_version }
          : leaveWithoutAsking,
      });
    },
    onFieldErrors: (errors) => {
      form.setErrors(topLevelErrors(errors));
    },
  });

  function submit(formValues: QuestionValues) {
    save.start();
    const body = questionBodyOf(formValues);
    if (question === undefined) create.mutate({ body }, save.handlers);
    else update.mutate({ params: { question_id: question.question_id }, body }, save.handlers);
  }

  return (
    <QbLibraryFormFrame
      section="questions"
      editedId={question?.question_id}
      isDirty={form.isDirty()}
      pending={create.isPending || update.isPending}
      failure={save.failure}
      onSubmit={form.onSubmit(submit, save.invalid)}
      notice={
        question !== undefined && question.response_count > 0 ? (
          <Alert variant="light" color="yellow" icon={<IconInfoCircle size={20} aria-hidden />}>
            {t('questions.versionWarning', {
              count: question.response_count,
              version: question.current_version,
            })}
          </Alert>
        ) : null
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select<QbQuestionType>
          label={labels.type}
          required
          allowDeselect={false}
          data={qbQuestionTypes.map((type) => ({
            value: type,
            label: t(`questions.types.${type}`),
          }))}
          {...form.getInputProps('type')}
        />
        {values.type === 'scale' ? (
          <Select<'5' | '7'>
            label={labels.scale_max}
            required
            allowDeselect={false}
            data={[
              { value: '5', label: t('questions.scaleOf', { max: 5 }) },
              { value: '7', label: t('questions.scaleOf', { max: 7 }) },
            ]}
            {...form.getInputProps('scale_max')}
          />
        ) : null}
      </SimpleGrid>

      <QuestionWordingField form={form} questionId={question?.question_id} />

      <QuestionMattersField form={form} />

      <Card withBorder radius="md" padding="md" bg="var(--mantine-color-default-hover)">
        <Stack gap={4} aria-live="polite">
          <Text fw={600} size="sm">
            {t('questions.readsAs')}
          </Text>
          {renderedQuestion(values).map(({ language, text }) => (
            <Text key={language} size="sm" lang={language}>
              <Text span fw={600} size="sm">
                {t(`shared.languages.${language}`)}:{' '}
              </Text>
              {text === '' ? '—' : text}
            </Text>
          ))}
        </Stack>
      </Card>

      {qbIsChoiceType(values.type) ? (
        <QuestionOptionsField
          form={form}
          alternatives={optionAlternatives}
          onFound={(optionId, alternatives) => {
            setOptionAlternatives((current) => ({ ...current, [optionId]: alternatives }));
          }}
        />
      ) : null}

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={labels.importance}
          description={t('questions.importanceHint')}
          required
          min={qbQuestionLimits.importanceMin}
          max={qbQuestionLimits.importanceMax}
          allowDecimal={false}
          {...form.getInputProps('importance')}
        />
        <Select<QbQuestionStatus>
          label={labels.status}
          required
          allowDeselect={false}
          data={qbQuestionStatuses.map((status) => ({
            value: status,
            label: t(`questions.statuses.${status}`),
          }))}
          {...form.getInputProps('status')}
        />
      </SimpleGrid>
    </QbLibraryFormFrame>
  );
}
