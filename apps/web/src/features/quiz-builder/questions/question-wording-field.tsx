import { SegmentedControl } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { qbQuestionLimits } from '@campus/contracts';
import { QbLanguagePair } from '../components/qb-language-pair';
import { QbSearchSelect } from '../components/qb-search-select';
import { qbText, useQbLang } from '../components/qb-text';
import { DuplicateQuestionNotice } from './duplicate-question-notice';
import type { QuestionValues, Wording } from './question-form-values';
import { QuestionFormSection } from './question-form-section';

/**
 * The question form's wording: a phrase chosen from the library, or the
 * question's own text in both languages (with a notice when another question
 * already reads the same).
 */
export function QuestionWordingField({
  form,
  questionId,
}: {
  form: UseFormReturnType<QuestionValues>;
  /** The question being edited, left out of the duplicate notice; undefined for a new one. */
  questionId: string | undefined;
}) {
  const { t } = useTranslation('quiz-builder');
  const lang = useQbLang();
  const values = form.values;
  const phrase = values.phrase;
  const phraseError = form.errors.phrase_id;
  return (
    <QuestionFormSection title={t('questions.fields.wording')}>
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
          label={t('questions.fields.phrase')}
          placeholder={t('questions.phrasePlaceholder')}
          required
          value={values.phrase_id}
          valueLabel={phrase === null ? '' : qbText(phrase, 'template', lang)}
          error={typeof phraseError === 'string' ? phraseError : undefined}
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
          questionId={questionId}
        />
      )}
    </QuestionFormSection>
  );
}
