import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { courseLimits, courseWriteBodySchema } from '@campus/contracts';
import { useIssueMessage, validateWith } from '../../../lib/form-validation';
import { toCourseWriteInput, type CourseFormValues } from './course-form-values';
import { useTexts } from '../../../lib/use-texts';

export type CourseFieldLabels = Readonly<Record<keyof CourseFormValues, string>>;

const courseLabelKeys: CourseFieldLabels = {
  course_code: 'form.code',
  department_id: 'form.department',
  name_en: 'form.nameEn',
  name_tr: 'form.nameTr',
  credits: 'form.credits',
  ects: 'form.ects',
  course_type: 'form.type',
  level: 'form.level',
  status: 'form.status',
  instructor_name: 'form.instructor',
  semester_offered: 'form.semester',
  language: 'form.language',
  description_en: 'form.descriptionEn',
  description_tr: 'form.descriptionTr',
};

/** The labels of the course form's fields, also used to word their messages. */
export function useCourseFieldLabels(): CourseFieldLabels {
  return useTexts('course-review', courseLabelKeys);
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
