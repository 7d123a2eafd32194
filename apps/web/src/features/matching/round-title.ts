import { useTranslation } from 'react-i18next';

interface Titled {
  title_en: string;
  title_tr: string;
}

/** A round's name in the given interface language. */
export function roundTitleOf(round: Titled, language: string): string {
  return language.startsWith('tr') ? round.title_tr : round.title_en;
}

/** Names rounds in the reader's language. */
export function useRoundTitle(): (round: Titled) => string {
  const { i18n } = useTranslation();
  return (round) => roundTitleOf(round, i18n.language);
}
