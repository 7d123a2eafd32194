import { Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { qbLimits, qbQuizLimits } from '@campus/contracts';
import { DetailField } from '../../../components/detail-card';

/** The fields every quiz and bundle has: a title and a description in each language. */
export type QbTitleField = 'title_en' | 'title_tr' | 'description_en' | 'description_tr';

/** The names of the title and description fields, from the quizzes' texts (`fields.titleEn`…). */
export function qbTitleLabels(t: (key: string) => string): Record<QbTitleField, string> {
  return {
    title_en: t('fields.titleEn'),
    title_tr: t('fields.titleTr'),
    description_en: t('fields.descriptionEn'),
    description_tr: t('fields.descriptionTr'),
  };
}

/** A quiz's or bundle's title and description in each language, as a detail page's facts ('–' for none). */
export function QbTitleFacts({ thing }: { thing: Readonly<Record<QbTitleField, string>> }) {
  const { t } = useTranslation('quiz-builder-quizzes');
  const labels = qbTitleLabels(t);
  return (
    <>
      <DetailField label={labels.title_en}>{thing.title_en}</DetailField>
      <DetailField label={labels.title_tr}>{thing.title_tr}</DetailField>
      <DetailField label={labels.description_en}>{thing.description_en || '–'}</DetailField>
      <DetailField label={labels.description_tr}>{thing.description_tr || '–'}</DetailField>
    </>
  );
}

/**
 * The quiz or bundle form's title and description inputs, in each language
 * (put inside the form's grid, before its own fields).
 */
export function QbTitleFields({
  labels,
  inputProps,
  inputKey,
}: {
  labels: Readonly<Record<QbTitleField, string>>;
  /** The input props of each field, e.g. `(field) => form.getInputProps(field)`. */
  inputProps: (field: QbTitleField) => GetInputPropsReturnType;
  /** The input key of each field, e.g. `(field) => form.key(field)`. */
  inputKey: (field: QbTitleField) => string;
}) {
  return (
    <>
      {(['title_en', 'title_tr'] as const).map((field) => (
        <TextInput
          key={inputKey(field)}
          label={labels[field]}
          required
          maxLength={qbQuizLimits.titleMaxLength}
          {...inputProps(field)}
        />
      ))}
      {(['description_en', 'description_tr'] as const).map((field) => (
        <Textarea
          key={inputKey(field)}
          label={labels[field]}
          minRows={2}
          maxLength={qbLimits.descriptionMaxLength}
          {...inputProps(field)}
        />
      ))}
    </>
  );
}
