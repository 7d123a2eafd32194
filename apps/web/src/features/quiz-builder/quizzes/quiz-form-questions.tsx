import { Badge, Card, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { qbQuizLimits } from '@campus/contracts';
import { ErrorAlert } from '../../../components/error-alert';
import { QbOrderButtons } from '../components/qb-order-buttons';
import { qbText, useQbLang } from '../components/qb-text';
import { moveItem } from './ordered-options';
import { questionErrorsAt, type QuizFormValues } from './quiz-form-values';
import { QuizKeyInput } from './quiz-key-input';
import { QuizQuestionPicker } from './quiz-question-picker';

/**
 * The quiz form's questions: each in its place with its points (and in a
 * knowledge quiz its correct answer), then the search that adds one.
 */
export function QuizFormQuestions({
  form,
  knowledge,
}: {
  form: UseFormReturnType<QuizFormValues>;
  /** A knowledge quiz: each scored question takes its correct answer. */
  knowledge: boolean;
}) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const lang = useQbLang();
  const questions = form.getValues().questions;
  const errorAt = (path: string) => {
    const message = form.errors[path];
    return typeof message === 'string' ? message : undefined;
  };
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="quiz-questions">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="quiz-questions">
            {t('form.questionsTitle', { count: questions.length })}
          </Title>
        </Group>
        {typeof form.errors.questions === 'string' ? (
          <ErrorAlert>{form.errors.questions}</ErrorAlert>
        ) : null}
        {questions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('form.noQuestions')}
          </Text>
        ) : (
          <Stack component="ol" gap="sm" m={0} p={0}>
            {questions.map((entry, index) => {
              const text = qbText(entry.question, 'rendered', lang);
              const errors = questionErrorsAt(form.errors, index);
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
                        count={questions.length}
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
                          form.setFieldValue(`questions.${String(index)}.correct_option_ids`, key);
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
        <QuizQuestionPicker
          chosen={questions.map((entry) => entry.question.question_id)}
          onAdd={(question) => {
            form.insertListItem('questions', { question, points: 1, correct_option_ids: [] });
          }}
        />
      </Stack>
    </Card>
  );
}
