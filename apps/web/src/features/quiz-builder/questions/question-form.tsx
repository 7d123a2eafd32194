import { useCallback, useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  qbIsChoiceType,
  qbFillTemplate,
  qbPlaceholdersOf,
  qbQuestionBodySchema,
  qbQuestionLimits,
  qbQuestionStatuses,
  qbQuestionTypes,
  type QbMatterRef,
  type QbOptionAlternative,
  type QbQuestion,
  type QbQuestionBody,
  type QbQuestionStatus,
  type QbQuestionType,
} from '@campus/contracts';
import { useIssueMessage, validateWith, type FieldIssue } from '../../../lib/form-validation';
import { leaveWithoutAsking } from '../../../lib/use-leave-guard';
import { useCreateQuestion, useOption, useUpdateQuestion } from '../api';
import { FormPageFrame } from '../../../components/page-frames/form-page-frame';
import { QbLanguagePair } from '../components/qb-language-pair';
import { DuplicateQuestionNotice } from './duplicate-question-notice';
import { useQbSubmitFailure } from '../components/qb-problem-errors';
import { QbSearchSelect } from '../components/qb-search-select';
import { qbLangs, qbText, useQbLang } from '../components/qb-text';
import { questionDetailPath, questionsListPath } from './question-paths';

type Wording = 'phrase' | 'text';

interface QuestionOptionValue {
  option_id: string;
  alternative_id: string | null;
  text_en: string;
  text_tr: string;
}

export interface QuestionValues {
  type: QbQuestionType;
  scale_max: '5' | '7';
  wording: Wording;
  phrase_id: string | null;
  /** The chosen phrase's templates (for the preview and the matters it needs); not sent. */
  phrase: ChosenPhrase | null;
  text_en: string;
  text_tr: string;
  matters: QbMatterRef[];
  options: QuestionOptionValue[];
  importance: number | string;
  status: QbQuestionStatus;
}

/** The phrase chosen in the form: its templates (for the preview and the matters it needs). */
interface ChosenPhrase {
  template_en: string;
  template_tr: string;
}

function valuesOf(question: QbQuestion | undefined): QuestionValues {
  return {
    type: question?.type ?? 'single_choice',
    scale_max: question?.scale_max === 7 ? '7' : '5',
    wording: question === undefined || question.phrase !== null ? 'phrase' : 'text',
    phrase_id: question?.phrase?.phrase_id ?? null,
    phrase:
      question === undefined || question.phrase === null
        ? null
        : { template_en: question.phrase.template_en, template_tr: question.phrase.template_tr },
    text_en: question?.text_en ?? '',
    text_tr: question?.text_tr ?? '',
    matters: question?.matters ?? [],
    options: (question?.options ?? []).map((option) => ({
      option_id: option.option_id,
      alternative_id: option.alternative_id,
      text_en: option.text_en,
      text_tr: option.text_tr,
    })),
    importance: question?.importance ?? 5,
    status: question?.status ?? 'draft',
  };
}

/** The request body of the form's values (exported for the unit tests). */
export function questionBodyOf(values: QuestionValues): QbQuestionBody {
  const usesPhrase = values.wording === 'phrase';
  return {
    type: values.type,
    scale_max: values.type !== 'scale' ? null : values.scale_max === '7' ? 7 : 5,
    phrase_id: usesPhrase ? values.phrase_id : null,
    text_en: usesPhrase ? null : values.text_en,
    text_tr: usesPhrase ? null : values.text_tr,
    matter_ids: values.matters.map((matter) => matter.matter_id),
    options: qbIsChoiceType(values.type)
      ? values.options.map(({ option_id, alternative_id }) => ({ option_id, alternative_id }))
      : [],
    importance: typeof values.importance === 'number' ? values.importance : Number.NaN,
    status: values.status,
  };
}

/** How many matters a template's placeholders need ({matter_2}: two). */
function mattersNeeded(template: string): number {
  const found = qbPlaceholdersOf(template);
  if ('braces' in found) return 0;
  if (found.placeholders.includes('matter_2')) return 2;
  return found.placeholders.includes('matter') ? 1 : 0;
}

/** One chosen option: its wording choice (own text or an alternative), order buttons and remove. */
function OptionRow({
  option,
  index,
  count,
  alternatives,
  onMove,
  onRemove,
  onAlternative,
}: {
  option: QuestionOptionValue;
  index: number;
  count: number;
  alternatives: readonly QbOptionAlternative[] | undefined;
  onMove: (to: number) => void;
  onRemove: () => void;
  onAlternative: (alternativeId: string | null) => void;
}) {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const name = qbText(option, 'text', lang);
  const number = index + 1;
  const loaded = useOption(alternatives === undefined ? option.option_id : undefined);
  const wordings = alternatives ?? loaded.data?.alternatives ?? [];
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {number}. {name}
          </Text>
          {wordings.length === 0 ? null : (
            <Select
              size="xs"
              label={t('questions.wordingOf', { name })}
              allowDeselect={false}
              value={option.alternative_id ?? ''}
              data={[
                { value: '', label: t('questions.ownWording', { text: name }) },
                ...wordings.map((alternative) => ({
                  value: alternative.alternative_id,
                  label: qbText(alternative, 'text', lang),
                })),
              ]}
              onChange={(value) => {
                onAlternative(value === null || value === '' ? null : value);
              }}
            />
          )}
        </Stack>
        <Group gap={4}>
          <ActionIcon
            variant="subtle"
            disabled={index === 0}
            aria-label={t('questions.moveUp', { name })}
            onClick={() => {
              onMove(index - 1);
            }}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            disabled={index === count - 1}
            aria-label={t('questions.moveDown', { name })}
            onClick={() => {
              onMove(index + 1);
            }}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('questions.removeItem', { name })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

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

/** The add and edit form of a question (exported for the unit tests). */
export function QuestionForm({ question }: { question?: QbQuestion }) {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const navigate = useNavigate();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const [failure, setFailure] = useState<string | null>(null);
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
  const submitFailure = useQbSubmitFailure(labels);
  const form = useForm<QuestionValues>({
    mode: 'controlled',
    initialValues: valuesOf(question),
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
  const phrase = values.phrase;
  const isNew = question === undefined;
  const backTo = isNew ? questionsListPath : questionDetailPath(question.question_id);
  const isChoice = qbIsChoiceType(values.type);
  const errorOf = (field: string) => {
    const error = form.errors[field];
    return typeof error === 'string' ? error : undefined;
  };

  const rendered = qbLangs.map((language) => {
    const names = values.matters.map((matter) => qbText(matter, 'name', language));
    const text =
      values.wording === 'phrase'
        ? phrase === null
          ? ''
          : qbFillTemplate(qbText(phrase, 'template', language), names, language)
        : qbText(values, 'text', language);
    return { language, text };
  });

  function submit(formValues: QuestionValues) {
    setFailure(null);
    const body = questionBodyOf(formValues);
    const handlers = {
      onSuccess: (saved: QbQuestion) => {
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
      onError: (error: Error) => {
        const read = submitFailure(error);
        setFailure(read.message);
        const fieldErrors: Record<string, string> = {};
        for (const [path, message] of Object.entries(read.fieldErrors)) {
          const field = path.split('.')[0] ?? path;
          if (!(field in fieldErrors)) fieldErrors[field] = message;
        }
        form.setErrors(fieldErrors);
      },
    };
    if (question === undefined) create.mutate({ body }, handlers);
    else update.mutate({ params: { question_id: question.question_id }, body }, handlers);
  }

  return (
    <FormPageFrame
      title={isNew ? t('questions.addTitle') : t('questions.editTitle')}
      backTo={backTo}
      backLabel={isNew ? t('questions.back') : t('shared.backToDetail')}
      isNew={isNew}
      isDirty={form.isDirty()}
      pending={create.isPending || update.isPending}
      submitLabel={isNew ? t('questions.add') : t('shared.save')}
      onSubmit={form.onSubmit(submit, () => {
        setFailure(t('shared.checkForm'));
      })}
      onCancel={() => {
        void navigate(backTo);
      }}
      failure={failure}
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

      <Stack gap="sm">
        <Title order={2} size="h5">
          {t('questions.fields.wording')}
        </Title>
        <SegmentedControl<Wording>
          aria-label={t('questions.fields.wording')}
          value={values.wording}
          onChange={(wording) => {
            form.setFieldValue('wording', wording);
          }}
          data={[
            { value: 'phrase', label: t('questions.fromPhrase') },
            { value: 'text', label: t('questions.ownText') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
        {values.wording === 'phrase' ? (
          <QbSearchSelect
            entity="phrase"
            idOf={(item) => item.phrase_id}
            labelOf={(item) => qbText(item, 'template', lang)}
            label={labels.phrase_id}
            placeholder={t('questions.phrasePlaceholder')}
            required
            value={values.phrase_id}
            valueLabel={phrase === null ? '' : qbText(phrase, 'template', lang)}
            error={errorOf('phrase_id')}
            onChange={(id, item) => {
              form.setFieldValue('phrase_id', id);
              form.setFieldValue(
                'phrase',
                item === undefined
                  ? null
                  : { template_en: item.template_en, template_tr: item.template_tr },
              );
            }}
          />
        ) : (
          <QbLanguagePair
            label={t('questions.fields.text')}
            required
            multiline
            maxLength={qbQuestionLimits.textMaxLength}
            inputProps={(language) => form.getInputProps(`text_${language}`)}
          />
        )}
        {values.wording === 'phrase' ? null : (
          <DuplicateQuestionNotice
            textEn={values.text_en}
            textTr={values.text_tr}
            questionId={question?.question_id}
          />
        )}
      </Stack>

      <Stack gap="sm">
        <Title order={2} size="h5">
          {labels.matter_ids}
        </Title>
        <Text size="sm" c="dimmed">
          {t('questions.mattersHint', { max: qbQuestionLimits.mattersMax })}
        </Text>
        {values.matters.map((matter, index) => (
          <OptionlessRow
            key={matter.matter_id}
            name={`${t('questions.matterSlot', { number: index + 1 })}: ${qbText(matter, 'name', lang)}`}
            label={qbText(matter, 'name', lang)}
            index={index}
            count={values.matters.length}
            onMove={(to) => {
              form.reorderListItem('matters', { from: index, to });
            }}
            onRemove={() => {
              form.removeListItem('matters', index);
            }}
          />
        ))}
        {values.matters.length < qbQuestionLimits.mattersMax ? (
          <QbSearchSelect
            entity="matter"
            idOf={(item) => item.matter_id}
            labelOf={(item) => qbText(item, 'name', lang)}
            label={t('questions.addMatter')}
            placeholder={t('questions.searchToAdd')}
            value={null}
            exclude={values.matters.map((matter) => matter.matter_id)}
            error={errorOf('matter_ids')}
            onChange={(_id, item) => {
              if (item !== undefined) {
                form.insertListItem('matters', {
                  matter_id: item.matter_id,
                  name_en: item.name_en,
                  name_tr: item.name_tr,
                });
              }
            }}
          />
        ) : (
          <Text size="sm" c={errorOf('matter_ids') === undefined ? 'dimmed' : 'red'}>
            {errorOf('matter_ids') ?? t('questions.mattersFull')}
          </Text>
        )}
      </Stack>

      <Card withBorder radius="md" padding="md" bg="var(--mantine-color-default-hover)">
        <Stack gap={4} aria-live="polite">
          <Text fw={600} size="sm">
            {t('questions.readsAs')}
          </Text>
          {rendered.map(({ language, text }) => (
            <Text key={language} size="sm" lang={language}>
              <Text span fw={600} size="sm">
                {t(`shared.languages.${language}`)}:{' '}
              </Text>
              {text === '' ? '—' : text}
            </Text>
          ))}
        </Stack>
      </Card>

      {isChoice ? (
        <Stack gap="sm">
          <Title order={2} size="h5">
            {labels.options}
          </Title>
          <Text size="sm" c="dimmed">
            {t('questions.optionsHint', {
              min: qbQuestionLimits.choiceOptionsMin,
              max: qbQuestionLimits.optionsMax,
            })}
          </Text>
          {values.options.map((option, index) => (
            <OptionRow
              key={option.option_id}
              option={option}
              index={index}
              count={values.options.length}
              alternatives={optionAlternatives[option.option_id]}
              onMove={(to) => {
                form.reorderListItem('options', { from: index, to });
              }}
              onRemove={() => {
                form.removeListItem('options', index);
              }}
              onAlternative={(alternativeId) => {
                form.setFieldValue(`options.${String(index)}.alternative_id`, alternativeId);
              }}
            />
          ))}
          {values.options.length < qbQuestionLimits.optionsMax ? (
            <QbSearchSelect
              entity="option"
              idOf={(item) => item.option_id}
              labelOf={(item) => `${qbText(item, 'text', lang)} (${String(item.value)})`}
              label={t('questions.addOption')}
              placeholder={t('questions.searchToAdd')}
              value={null}
              exclude={values.options.map((option) => option.option_id)}
              error={errorOf('options')}
              onChange={(_id, item) => {
                if (item === undefined) return;
                setOptionAlternatives((current) => ({
                  ...current,
                  [item.option_id]: item.alternatives,
                }));
                form.insertListItem('options', {
                  option_id: item.option_id,
                  alternative_id: null,
                  text_en: item.text_en,
                  text_tr: item.text_tr,
                });
              }}
            />
          ) : null}
        </Stack>
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
    </FormPageFrame>
  );
}

/** A chosen matter: its name, order buttons and remove. */
function OptionlessRow({
  name,
  label,
  index,
  count,
  onMove,
  onRemove,
}: {
  name: string;
  label: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('quiz-builder');
  return (
    <Card withBorder radius="md" padding="xs">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm" style={{ minWidth: 0, wordBreak: 'break-word' }}>
          {name}
        </Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            disabled={index === 0}
            aria-label={t('questions.moveUp', { name: label })}
            onClick={() => {
              onMove(index - 1);
            }}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            disabled={index === count - 1}
            aria-label={t('questions.moveDown', { name: label })}
            onClick={() => {
              onMove(index + 1);
            }}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('questions.removeItem', { name: label })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}
