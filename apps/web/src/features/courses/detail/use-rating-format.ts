import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A mean rating with one decimal in the interface language (3.4, 3,4); a dash when there is none. */
export function useRatingFormat(): (value: number | null) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const format = useMemo(
    () => new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    [language],
  );
  return useCallback(
    (value: number | null) => (value === null ? '–' : format.format(value)),
    [format],
  );
}
