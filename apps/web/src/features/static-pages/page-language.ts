import { useTranslation } from 'react-i18next';

/** The two languages the long-form texts are written in. */
export type PageLanguage = 'en' | 'tr';

/** Maps an i18next language code (`tr`, `tr-TR`, `en-GB`, …) to a content language. */
export function resolvePageLanguage(language: string | undefined): PageLanguage {
  return language?.toLowerCase().startsWith('tr') === true ? 'tr' : 'en';
}

/** The current content language, following the i18n language. */
export function usePageLanguage(): PageLanguage {
  const { i18n } = useTranslation('pages');
  return resolvePageLanguage(i18n.resolvedLanguage ?? i18n.language);
}
