import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The fee of a session in the interface language: "Free" for 0, else "1.500 ₺" / "1,500 ₺". */
export function useFeeText(): (fee: number) => string {
  const { t, i18n } = useTranslation('therapist-pools');
  const language = i18n.language;
  return useCallback(
    (fee: number) =>
      fee === 0
        ? t('table.free')
        : t('table.fee_value', { fee: new Intl.NumberFormat(language).format(fee) }),
    [t, language],
  );
}
