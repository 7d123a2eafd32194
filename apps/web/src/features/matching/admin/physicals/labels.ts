import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  matchAvailabilitySlots,
  matchGenders,
  matchingLimits,
  matchLanguages,
  matchMeetingModes,
  matchVisibleFields,
} from '@campus/contracts';

export const ns = 'matching-admin-physicals';

/** Statistics keep a missing value as this label. */
const unknownLabel = 'unknown';

/** The labelled options of a physical record's enumerations, in the reader's language. */
export function usePhysicalOptions() {
  const { t } = useTranslation(ns);
  return useMemo(
    () => ({
      genders: matchGenders.map((value) => ({ value, label: t(`genders.${value}`) })),
      languages: matchLanguages.map((value) => ({ value, label: t(`languages.${value}`) })),
      meetingModes: matchMeetingModes.map((value) => ({
        value,
        label: t(`meetingModes.${value}`),
      })),
      slots: matchAvailabilitySlots.map((value) => {
        const [day = '', part = ''] = value.split('_');
        return { value, label: `${t(`days.${day}`)} ${t(`dayParts.${part}`)}` };
      }),
      visible: matchVisibleFields.map((value) => ({ value, label: t(`visible.${value}`) })),
      classYears: Array.from({ length: matchingLimits.maxClassYear }, (_, index) => ({
        value: String(index + 1),
        label: String(index + 1),
      })),
    }),
    [t],
  );
}

const isOneOf = <Value extends string>(values: readonly Value[], value: string): value is Value =>
  (values as readonly string[]).includes(value);

/**
 * The label of a value of a statistics bin or of a record: an enumeration's
 * value in the reader's language, "unknown" as "Not given", anything else
 * (a campus, a department, an age band) as it is.
 */
export function useValueLabel(): (
  kind: 'gender' | 'languages' | 'meeting_mode' | 'other',
  value: string,
) => string {
  const { t } = useTranslation(ns);
  return (kind, value) => {
    if (value === unknownLabel) return t('values.unknown');
    if (kind === 'gender' && isOneOf(matchGenders, value)) return t(`genders.${value}`);
    if (kind === 'languages' && isOneOf(matchLanguages, value)) return t(`languages.${value}`);
    if (kind === 'meeting_mode' && isOneOf(matchMeetingModes, value))
      return t(`meetingModes.${value}`);
    return value;
  };
}
