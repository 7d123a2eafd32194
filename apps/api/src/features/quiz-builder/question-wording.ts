import { foldSearchText, qbFillTemplate, qbPhrasePlaceholders } from '@campus/contracts';

/** How a question reads: a phrase filled with its matters' names, or its own text. */

type Language = 'en' | 'tr';

/** The names a matter fills a placeholder with. */
interface MatterNames {
  name_en: string;
  name_tr: string;
}

/** A question's wording: its phrase's templates (null without a phrase) and its own texts. */
export interface Wording {
  template_en: string | null;
  template_tr: string | null;
  text_en: string | null;
  text_tr: string | null;
}

/** A phrase filled with the question's matters' names in the given language (the contracts' rule). */
export function renderTemplate(
  template: string,
  matters: readonly MatterNames[],
  language: Language,
): string {
  return qbFillTemplate(
    template,
    matters.map((matter) => (language === 'en' ? matter.name_en : matter.name_tr)),
    language,
  );
}

/** How many matters a phrase's placeholders need ({matter_2} needs two). */
export function mattersNeeded(templates: string[]): number {
  let needed = 0;
  qbPhrasePlaceholders.forEach((placeholder, index) => {
    if (templates.some((template) => template.includes(`{${placeholder}}`))) needed = index + 1;
  });
  return needed;
}

/** The wording of a question with this phrase (or none) and these own texts. */
export function wordingOf(
  phrase: { template_en: string; template_tr: string } | null | undefined,
  own: { text_en: string | null; text_tr: string | null },
): Wording {
  return {
    template_en: phrase?.template_en ?? null,
    template_tr: phrase?.template_tr ?? null,
    text_en: own.text_en,
    text_tr: own.text_tr,
  };
}

/** A question as it reads in both languages, its matters in their order. */
export function renderWording(
  wording: Wording,
  matters: readonly MatterNames[],
): { en: string; tr: string } {
  return {
    en:
      wording.template_en === null
        ? (wording.text_en ?? '')
        : renderTemplate(wording.template_en, matters, 'en'),
    tr:
      wording.template_tr === null
        ? (wording.text_tr ?? '')
        : renderTemplate(wording.template_tr, matters, 'tr'),
  };
}

/** A question's search text: how it reads in both languages and its own texts, folded. */
export function searchTextOf(
  rendered: { en: string; tr: string },
  own: { text_en: string | null; text_tr: string | null },
): string {
  return foldSearchText([rendered.en, rendered.tr, own.text_en ?? '', own.text_tr ?? ''].join(' '));
}
