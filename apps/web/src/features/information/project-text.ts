import { useTranslation } from 'react-i18next';

/** The reader's language for bilingual content. */
export function useContentLanguage(): 'en' | 'tr' {
  const { i18n } = useTranslation();
  return i18n.language.startsWith('tr') ? 'tr' : 'en';
}

/** A bilingual text in the reader's language. */
export function inLanguage<Key extends string>(
  record: Readonly<Record<`${Key}_en` | `${Key}_tr`, string>>,
  key: Key,
  language: 'en' | 'tr',
): string {
  return language === 'tr' ? record[`${key}_tr`] : record[`${key}_en`];
}
