import { useTranslation } from 'react-i18next';

interface Bilingual {
  name_en: string;
  name_tr: string;
}

/** A name in the interface language first, and the other language's name (when it differs). */
export function useBilingualName(): (item: Bilingual) => { main: string; other: string | null } {
  const { i18n } = useTranslation();
  const isTurkish = i18n.language.startsWith('tr');
  return (item) => {
    const main = isTurkish ? item.name_tr : item.name_en;
    const other = isTurkish ? item.name_en : item.name_tr;
    return { main, other: other === main || other === '' ? null : other };
  };
}
