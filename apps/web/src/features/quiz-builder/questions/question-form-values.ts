import {
  qbFillTemplate,
  qbIsChoiceType,
  qbPlaceholdersOf,
  type QbMatterRef,
  type QbQuestion,
  type QbQuestionBody,
  type QbQuestionStatus,
  type QbQuestionType,
} from '@campus/contracts';
import { qbLangs, qbText, type QbLang } from '../components/qb-text';

/** Whether the question reads as a phrase filled with its matters, or as its own text. */
export type Wording = 'phrase' | 'text';

export interface QuestionOptionValue {
  option_id: string;
  alternative_id: string | null;
  text_en: string;
  text_tr: string;
}

/** The phrase chosen in the form: its templates (for the preview and the matters it needs). */
export interface ChosenPhrase {
  template_en: string;
  template_tr: string;
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

/** The form's values of a question, or of a new one. */
export function questionValuesOf(question: QbQuestion | undefined): QuestionValues {
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

/** The request body of the form's values. */
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
export function mattersNeeded(template: string): number {
  const found = qbPlaceholdersOf(template);
  if ('braces' in found) return 0;
  if (found.placeholders.includes('matter_2')) return 2;
  return found.placeholders.includes('matter') ? 1 : 0;
}

/** How the question reads in each language: the phrase filled with its matters, or its own text. */
export function renderedQuestion(values: QuestionValues): { language: QbLang; text: string }[] {
  const phrase = values.phrase;
  return qbLangs.map((language) => {
    const names = values.matters.map((matter) => qbText(matter, 'name', language));
    const text =
      values.wording === 'phrase'
        ? phrase === null
          ? ''
          : qbFillTemplate(qbText(phrase, 'template', language), names, language)
        : qbText(values, 'text', language);
    return { language, text };
  });
}
