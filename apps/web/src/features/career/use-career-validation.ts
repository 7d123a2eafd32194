import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  careerApplicationFieldsSchema,
  careerLimits,
  positionWriteBodySchema,
} from '@campus/contracts';
import { useIssueMessage, validateWith } from '../../lib/form-validation';
import { useTexts } from '../../lib/use-texts';

export interface ApplyFormValues {
  position_id: string;
  full_name: string;
  email: string;
  phone: string;
  linkedin_url: string;
  cover_letter: string;
  cv: File | null;
}

export type ApplyFieldLabels = Readonly<Record<keyof ApplyFormValues, string>>;

const applyLabelKeys: ApplyFieldLabels = {
  position_id: 'apply.position',
  full_name: 'apply.fullName',
  email: 'apply.email',
  phone: 'apply.phone',
  linkedin_url: 'apply.linkedin',
  cover_letter: 'apply.coverLetter',
  cv: 'apply.cv',
};

export function useApplyFieldLabels(): ApplyFieldLabels {
  return useTexts('career', applyLabelKeys);
}

/** Whether a chosen file can be a PDF: its name or declared type says so (the API checks the content). */
function namedPdf(file: File): boolean {
  return file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
}

/** The contract's rules for the fields, and the CV's type and size, worded in the interface language. */
export function useApplyValidation(
  labels: ApplyFieldLabels,
): (values: ApplyFormValues) => Record<string, string> {
  const { t } = useTranslation('career');
  const ruleMessages = useMemo(
    () => ({
      'phone must be a phone number (digits, spaces, +, -, parentheses)': t('apply.phoneFormat'),
      'linkedin_url must be an https:// address': t('apply.linkedinFormat'),
    }),
    [t],
  );
  const issueMessage = useIssueMessage(ruleMessages);
  return useCallback(
    (values: ApplyFormValues) => {
      const { cv, ...fields } = values;
      const errors = validateWith(careerApplicationFieldsSchema, fields, labels, issueMessage);
      if (cv === null) errors.cv = t('apply.cvRequired');
      else if (!namedPdf(cv)) errors.cv = t('apply.cvNotPdf');
      else if (cv.size > careerLimits.cvMaxBytes) errors.cv = t('apply.cvTooLarge');
      return errors;
    },
    [labels, issueMessage, t],
  );
}

export interface PositionFormValues {
  title: string;
  team: string;
  location: string;
  employment_type: string;
  description: string;
  /** One requirement per line. */
  requirements: string;
  status: string;
  display_order: number | string;
}

export type PositionFieldLabels = Readonly<Record<keyof PositionFormValues, string>>;

const positionLabelKeys: PositionFieldLabels = {
  title: 'form.title',
  team: 'form.team',
  location: 'form.location',
  employment_type: 'form.employmentType',
  description: 'form.description',
  requirements: 'form.requirements',
  status: 'form.status',
  display_order: 'form.displayOrder',
};

export function usePositionFieldLabels(): PositionFieldLabels {
  return useTexts('career', positionLabelKeys);
}

/** The requirements textarea as the contract's list: one item per non-empty line. */
export function requirementsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function toPositionInput(values: PositionFormValues) {
  return {
    title: values.title,
    team: values.team,
    location: values.location,
    employment_type: values.employment_type,
    description: values.description,
    requirements: requirementsOf(values.requirements),
    status: values.status,
    display_order: values.display_order === '' ? 0 : Number(values.display_order),
  };
}

export function usePositionValidation(
  labels: PositionFieldLabels,
): (values: PositionFormValues) => Record<string, string> {
  const { t } = useTranslation('career');
  const issueMessage = useIssueMessage();
  return useCallback(
    (values: PositionFormValues) => {
      const errors = validateWith(
        positionWriteBodySchema,
        toPositionInput(values),
        labels,
        issueMessage,
      );
      if ('requirements' in errors) errors.requirements = t('form.requirementsRule');
      return errors;
    },
    [labels, issueMessage, t],
  );
}
