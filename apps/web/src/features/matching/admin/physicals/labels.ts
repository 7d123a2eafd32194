import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { matchGenders, matchLanguages, matchMeetingModes } from '@campus/contracts';
import {
  usePhysicalOptions as usePhysicalOptionsOf,
  type PhysicalText,
} from '../../physical-fields';

export const ns = 'matching-admin-physicals';

/** Statistics keep a missing value as this label. */
const unknownLabel = 'unknown';

/** The labelled options of a physical record's enumerations, in the reader's language. */
export function usePhysicalOptions() {
  const { t } = useTranslation(ns);
  const text = useCallback<PhysicalText>((key, options) => t(key, options), [t]);
  return usePhysicalOptionsOf(text);
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
