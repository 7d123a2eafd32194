import { useTranslation } from 'react-i18next';

/** The two languages every quiz builder text is written in. */
export type QbLang = 'en' | 'tr';

export const qbLangs: readonly QbLang[] = ['en', 'tr'];

/** The builder language of an i18next language ('tr', 'tr-TR' → 'tr'; anything else → 'en'). */
export function qbLangOf(language: string | undefined): QbLang {
  return language?.toLowerCase().startsWith('tr') === true ? 'tr' : 'en';
}

/** The reader's builder language, following the interface language. */
export function useQbLang(): QbLang {
  const { i18n } = useTranslation();
  return qbLangOf(i18n.resolvedLanguage ?? i18n.language);
}

/** The other language than `lang`. */
export function qbOtherLang(lang: QbLang): QbLang {
  return lang === 'en' ? 'tr' : 'en';
}

/**
 * The text of `item` in `lang`: `qbText(matter, 'name', 'tr')` reads `matter.name_tr`.
 * Falls back to the other language when the asked one is empty.
 */
export function qbText<Base extends string>(
  item: Readonly<Record<`${Base}_en` | `${Base}_tr`, string | null>>,
  base: Base,
  lang: QbLang,
): string {
  const first: `${Base}_${QbLang}` = `${base}_${lang}`;
  const second: `${Base}_${QbLang}` = `${base}_${qbOtherLang(lang)}`;
  const text = item[first];
  if (text !== null && text !== '') return text;
  return item[second] ?? '';
}
