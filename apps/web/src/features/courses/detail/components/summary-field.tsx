import { Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { experienceLimits } from '@campus/contracts';
import type { ExperienceFormValues } from '../experience-form-values';

/** The public summary with its length counter; only this field re-renders while it is typed. */
export function SummaryField({
  form,
  label,
}: {
  form: UseFormReturnType<ExperienceFormValues>;
  label: string;
}) {
  const { t } = useTranslation('course-detail');
  const length = form.useWatchValue('summary').length;
  const hint = t('share.summaryHint', { min: experienceLimits.summaryMinLength });
  const counter = t('share.counter', { length, max: experienceLimits.summaryMaxLength });
  return (
    <Textarea
      label={label}
      description={`${hint} ${counter}`}
      required
      rows={4}
      resize="vertical"
      maxLength={experienceLimits.summaryMaxLength}
      key={form.key('summary')}
      {...form.getInputProps('summary')}
    />
  );
}
