import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const semesterPattern = /^(\d{4})-(fall|spring|summer)$/;

/** An experience's semester such as `2025-fall` as a person reads it ("Fall 2025", "2025 Güz"). */
export function useTermLabel(): (semester: string) => string {
  const { t } = useTranslation('course-review');
  return useCallback(
    (semester: string) => {
      const match = semesterPattern.exec(semester);
      const year = match?.[1];
      const term = match?.[2];
      if (year === undefined || term === undefined) return semester;
      return t(`review.terms.${term}`, { year });
    },
    [t],
  );
}
