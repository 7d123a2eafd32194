import { Card, Group, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { qbQuestionLimits, type QbOptionAlternative } from '@campus/contracts';
import { useOption } from '../api';
import { QbOrderButtons, type QbOrderButtonsProps } from '../components/qb-order-buttons';
import { QbSearchSelect } from '../components/qb-search-select';
import { qbText, useQbLang } from '../components/qb-text';
import type { QuestionOptionValue, QuestionValues } from './question-form-values';
import { QuestionFormSection } from './question-form-section';

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
  /** The option's alternative wordings when the search gave them; else they are read. */
  alternatives: readonly QbOptionAlternative[] | undefined;
  onMove: QbOrderButtonsProps['onMove'];
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
        <QbOrderButtons
          index={index}
          count={count}
          labels={{
            moveUp: t('questions.moveUp', { name }),
            moveDown: t('questions.moveDown', { name }),
            remove: t('questions.removeItem', { name }),
          }}
          onMove={onMove}
          onRemove={onRemove}
        />
      </Group>
    </Card>
  );
}

/**
 * The options of a choice question: the chosen ones in order, each with its
 * wording, and a search to add one.
 */
export function QuestionOptionsField({
  form,
  alternatives,
  onFound,
}: {
  form: UseFormReturnType<QuestionValues>;
  /** The alternative wordings of the options the search has given, by option id. */
  alternatives: Readonly<Record<string, readonly QbOptionAlternative[]>>;
  /** Keeps the alternative wordings of an option the search gave. */
  onFound: (optionId: string, alternatives: readonly QbOptionAlternative[]) => void;
}) {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const options = form.values.options;
  const error = form.errors.options;
  return (
    <QuestionFormSection
      title={t('questions.fields.options')}
      hint={t('questions.optionsHint', {
        min: qbQuestionLimits.choiceOptionsMin,
        max: qbQuestionLimits.optionsMax,
      })}
    >
      {options.map((option, index) => (
        <OptionRow
          key={option.option_id}
          option={option}
          index={index}
          count={options.length}
          alternatives={alternatives[option.option_id]}
          onMove={(step) => {
            form.reorderListItem('options', { from: index, to: index + step });
          }}
          onRemove={() => {
            form.removeListItem('options', index);
          }}
          onAlternative={(alternativeId) => {
            form.setFieldValue(`options.${String(index)}.alternative_id`, alternativeId);
          }}
        />
      ))}
      {options.length < qbQuestionLimits.optionsMax ? (
        <QbSearchSelect
          entity="option"
          idOf={(item) => item.option_id}
          labelOf={(item) => `${qbText(item, 'text', lang)} (${String(item.value)})`}
          label={t('questions.addOption')}
          placeholder={t('questions.searchToAdd')}
          value={null}
          exclude={options.map((option) => option.option_id)}
          error={typeof error === 'string' ? error : undefined}
          onChange={(_id, item) => {
            if (item === undefined) return;
            onFound(item.option_id, item.alternatives);
            form.insertListItem('options', {
              option_id: item.option_id,
              alternative_id: null,
              text_en: item.text_en,
              text_tr: item.text_tr,
            });
          }}
        />
      ) : null}
    </QuestionFormSection>
  );
}
