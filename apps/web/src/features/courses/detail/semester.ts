import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The terms an experience can belong to, in the order of an academic year. */
export const experienceTerms = ['fall', 'spring', 'summer'] as const;
export type ExperienceTerm = (typeof experienceTerms)[number];

/** How many years back a contribution can be dated. */
const yearsBack = 9;

const semesterPattern = /^(\d{4})-(fall|spring|summer)$/;

/** `2025-fall` → year and term; undefined for anything else. */
export function parseSemester(value: string): { year: number; term: ExperienceTerm } | undefined {
  const match = semesterPattern.exec(value);
  const year = match?.[1];
  const term = match?.[2];
  if (year === undefined || term === undefined) return undefined;
  const known = experienceTerms.find((candidate) => candidate === term);
  return known === undefined ? undefined : { year: Number(year), term: known };
}

/** The years a contribution can be dated to: this year first, then back. */
export function semesterYears(today: Date = new Date()): number[] {
  const current = today.getFullYear();
  return Array.from({ length: yearsBack + 1 }, (_, index) => current - index);
}

/** `2025-fall` as a person reads it ("Fall 2025", "2025 Güz"); an unknown value as it is. */
export function useSemesterLabel(): (semester: string) => string {
  const { t } = useTranslation('course-detail');
  return useCallback(
    (semester: string) => {
      const parsed = parseSemester(semester);
      if (parsed === undefined) return semester;
      return t(`semester.${parsed.term}`, { year: parsed.year });
    },
    [t],
  );
}
