import { Card, Group, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { qbQuestionLimits } from '@campus/contracts';
import { QbOrderButtons } from '../components/qb-order-buttons';
import { QbSearchSelect } from '../components/qb-search-select';
import { qbText, useQbLang } from '../components/qb-text';
import type { QuestionValues } from './question-form-values';
import { QuestionFormSection } from './question-form-section';

/** The question form's matters: the chosen ones in order (they fill the phrase), and a search to add one. */
export function QuestionMattersField({ form }: { form: UseFormReturnType<QuestionValues> }) {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const matters = form.values.matters;
  const error = typeof form.errors.matter_ids === 'string' ? form.errors.matter_ids : undefined;
  return (
    <QuestionFormSection
      title={t('questions.fields.matters')}
      hint={t('questions.mattersHint', { max: qbQuestionLimits.mattersMax })}
    >
      {matters.map((matter, index) => {
        const name = qbText(matter, 'name', lang);
        return (
          <Card key={matter.matter_id} withBorder radius="md" padding="xs">
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm" style={{ minWidth: 0, wordBreak: 'break-word' }}>
                {`${t('questions.matterSlot', { number: index + 1 })}: ${name}`}
              </Text>
              <QbOrderButtons
                index={index}
                count={matters.length}
                labels={{
                  moveUp: t('questions.moveUp', { name }),
                  moveDown: t('questions.moveDown', { name }),
                  remove: t('questions.removeItem', { name }),
                }}
                onMove={(step) => {
                  form.reorderListItem('matters', { from: index, to: index + step });
                }}
                onRemove={() => {
                  form.removeListItem('matters', index);
                }}
              />
            </Group>
          </Card>
        );
      })}
      {matters.length < qbQuestionLimits.mattersMax ? (
        <QbSearchSelect
          entity="matter"
          idOf={(item) => item.matter_id}
          labelOf={(item) => qbText(item, 'name', lang)}
          label={t('questions.addMatter')}
          placeholder={t('questions.searchToAdd')}
          value={null}
          exclude={matters.map((matter) => matter.matter_id)}
          error={error}
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
        <Text size="sm" c={error === undefined ? 'dimmed' : 'red'}>
          {error ?? t('questions.mattersFull')}
        </Text>
      )}
    </QuestionFormSection>
  );
}
