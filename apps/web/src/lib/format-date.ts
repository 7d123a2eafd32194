import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { campusTimeZone } from '@campus/contracts';

/** Formats an ISO timestamp as a date (or date and time) in the interface language. */
export function useFormatDate(): (iso: string, withTime?: boolean) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (iso: string, withTime = false) => {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return iso;
      return new Intl.DateTimeFormat(language, {
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' } : {}),
      }).format(date);
    },
    [language],
  );
}

/** Formats an ISO timestamp as a date and time on the campus clock (alarms, like events). */
export function useFormatCampusTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (iso: string) => {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return iso;
      return new Intl.DateTimeFormat(language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: campusTimeZone,
      }).format(date);
    },
    [language],
  );
}
