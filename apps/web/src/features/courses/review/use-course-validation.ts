import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { courseLimits, courseWriteBodySchema } from '@campus/contracts';
import { useIssueMessage, validateWith } from '../../../lib/form-validation';
import { toCourseWriteInput, type CourseFormValues } from './course-form-values';

export type CourseFieldLabels = Readonly<Record<keyof CourseFormValues, string>>;

/** The labels of the course form's fields, also used to word their messages. */
export function useCourseFieldLabels(): CourseFieldLabels {
  const { t } = useTranslation('course-review');
  return useMemo(
    () => ({
      course_code: t('form.code'),
      department_id: t('form.department'),
      name_en: t('form.nameEn'),
      name_tr: t('form.nameTr'),
      credits: t('form.credits'),
      ects: t('form.ects'),
      course_type: t('form.type'),
      level: t('form.level'),
      status: t('form.status'),
      instructor_name: t('form.instructor'),
      semester_offered: t('form.semester'),
      language: t('form.language'),
      description_en: t('form.descriptionEn'),
      description_tr: t('form.descriptionTr'),
    }),
    [t],
  );
}

const ranges = [
  { field: 'credits', min: courseLimits.minCredits, max: courseLimits.maxCredits },
  { field: 'ects', min: courseLimits.minEcts, max: courseLimits.maxEcts },
] as const;

/**
 * Checks the course form with the contract (`courseWriteBodySchema`), worded
 * with the SPEC messages in the interface language; a number outside its
 * range says the range.
 */
export function useCourseValidation(
  labels: CourseFieldLabels,
): (values: CourseFormValues) => Record<string, string> {
  const { t } = useTranslation('course-review');
  const ruleMessages = useMemo(
    () => ({ 'course code must look like CMPE 150': t('form.codeFormat') }),
    [t],
  );
  const issueMessage = useIssueMessage(ruleMessages);
  return useCallback(
    (values: CourseFormValues) => {
      const input = toCourseWriteInput(values);
      const errors = validateWith(courseWriteBodySchema, input, labels, issueMessage);
      for (const { field, min, max } of ranges) {
        if (errors[field] !== undefined && input[field] !== undefined) {
          errors[field] = t('form.range', {
            field: labels[field],
            min: String(min),
            max: String(max),
          });
        }
      }
      return errors;
    },
    [labels, issueMessage, t],
  );
}
