import { foldSearchText, type QbOption, type QbOptionBody } from '@campus/contracts';

export interface AlternativeValues {
  /** Keeps React's rows apart (the alternative's id, or a new random one). */
  key: string;
  alternative_id?: string;
  text_en: string;
  text_tr: string;
}

export interface OptionValues {
  text_en: string;
  text_tr: string;
  value: number | string;
  alternatives: AlternativeValues[];
}

/** The form's values of an option, or of a new one. */
export function optionValuesOf(option: QbOption | undefined): OptionValues {
  return {
    text_en: option?.text_en ?? '',
    text_tr: option?.text_tr ?? '',
    value: option?.value ?? 0,
    alternatives: (option?.alternatives ?? []).map((alternative) => ({
      key: alternative.alternative_id,
      ...alternative,
    })),
  };
}

/** The request body of the form's values (an alternative keeps its id when it has one). */
export function optionBodyOf(values: OptionValues): QbOptionBody {
  return {
    text_en: values.text_en,
    text_tr: values.text_tr,
    value: typeof values.value === 'number' ? values.value : Number.NaN,
    alternatives: values.alternatives.map(({ alternative_id, text_en, text_tr }) =>
      alternative_id === undefined ? { text_en, text_tr } : { alternative_id, text_en, text_tr },
    ),
  };
}

/**
 * For each alternative wording of one language, whether it says again the
 * option's own text or an earlier alternative (compared as search folds them:
 * case, Turkish letters, accents and extra spaces aside).
 */
export function repeatedWordings(own: string, alternatives: readonly string[]): boolean[] {
  const seen = new Set<string>([foldSearchText(own)]);
  return alternatives.map((text) => {
    const folded = foldSearchText(text);
    const repeated = seen.has(folded);
    seen.add(folded);
    return repeated;
  });
}
