import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { experienceCreateBodySchema } from '@campus/contracts';
import type { ExperienceCreateBody } from '@campus/contracts';
import { useIssueMessage, useProblemFieldErrors, validateWith } from '../../../lib/form-validation';
import type { FieldProblem } from '@campus/contracts';
import { ratingFields } from './ratings';
import type { ExperienceTerm } from './semester';

/** The share form as typed: selects hold null until chosen, ratings '' until picked. */
export interface ExperienceFormValues {
  year: string | null;
  term: ExperienceTerm | null;
  instructor_name: string;
  rating_difficulty: string;
  rating_workload: string;
  rating_usefulness: string;
  rating_grading: string;
  grade_received: string | null;
  summary: string;
  details: string;
  exam_tips: string;
  resources: string;
}

export function initialExperienceValues(instructorName: string): ExperienceFormValues {
  return {
    year: null,
    term: null,
    instructor_name: instructorName,
    rating_difficulty: '',
    rating_workload: '',
    rating_usefulness: '',
    rating_grading: '',
    grade_received: null,
    summary: '',
    details: '',
    exam_tips: '',
    resources: '',
  };
}

function optionalText(value: string): string | undefined {
  return value.trim() === '' ? undefined : value;
}

function rating(value: string): number | undefined {
  return value === '' ? undefined : Number(value);
}

/** The request body the values make (before the contract checks it); empty optional parts are left out. */
export function toExperienceBody(values: ExperienceFormValues): Record<string, unknown> {
  return {
    semester: values.year === null || values.term === null ? '' : `${values.year}-${values.term}`,
    instructor_name: values.instructor_name,
    rating_difficulty: rating(values.rating_difficulty),
    rating_workload: rating(values.rating_workload),
    rating_usefulness: rating(values.rating_usefulness),
    rating_grading: rating(values.rating_grading),
    grade_received: values.grade_received ?? undefined,
    summary: values.summary,
    details: optionalText(values.details),
    exam_tips: optionalText(values.exam_tips),
    resources: optionalText(values.resources),
  };
}

/** The checked body, ready to send; undefined when a rule fails. */
export function parseExperienceBody(
  values: ExperienceFormValues,
): ExperienceCreateBody | undefined {
  const parsed = experienceCreateBodySchema.safeParse(toExperienceBody(values));
  return parsed.success ? parsed.data : undefined;
}

/** The semester is typed as a year and a term; its problems show under the year. */
function toFormField(field: string): string {
  return field === 'semester' ? 'year' : field;
}

function renameFields(errors: Record<string, string>): Record<string, string> {
  const renamed: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) renamed[toFormField(field)] ??= message;
  return renamed;
}

/**
 * The share form's client validation (the contract's rules with the SPEC
 * messages in the interface language) and the mapping of the API's field
 * problems onto the form's fields.
 */
export function useExperienceValidation() {
  const { t } = useTranslation('course-detail');
  const { t: tCommon } = useTranslation('common');
  const labels = useMemo(
    () => ({
      semester: t('share.semester'),
      year: t('share.year'),
      term: t('share.term'),
      instructor_name: t('share.instructor'),
      ...Object.fromEntries(ratingFields.map(({ field, key }) => [field, t(`ratings.${key}`)])),
      grade_received: t('share.grade'),
      summary: t('share.summary'),
      details: t('share.details'),
      exam_tips: t('share.examTips'),
      resources: t('share.resources'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage();
  const problemFieldErrors = useProblemFieldErrors(labels);

  const validate = useCallback(
    (values: ExperienceFormValues): Record<string, string> => {
      const errors: Record<string, string> = {};
      if (values.year === null)
        errors.year = tCommon('validation.required', { field: labels.year });
      if (values.term === null)
        errors.term = tCommon('validation.required', { field: labels.term });
      const bodyErrors = validateWith(
        experienceCreateBodySchema,
        toExperienceBody(values),
        labels,
        issueMessage,
      );
      if (values.year === null || values.term === null) delete bodyErrors.semester;
      return { ...renameFields(bodyErrors), ...errors };
    },
    [labels, issueMessage, tCommon],
  );

  const serverErrors = useCallback(
    (problems: readonly FieldProblem[] | undefined) => renameFields(problemFieldErrors(problems)),
    [problemFieldErrors],
  );

  return { labels, validate, serverErrors };
}
