import { useMemo } from 'react';
import { Alert, Divider, Fieldset, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { experienceLimits, gradeLetters } from '@campus/contracts';
import type { CourseDetailCourse } from '@campus/contracts';
import { ValidatedForm } from '../../../../components/validated-form';
import { useEditorForm } from '../../../../lib/use-form-failure';
import { useShareExperience } from '../../api';
import {
  initialExperienceValues,
  parseExperienceBody,
  useExperienceValidation,
  type ExperienceFormValues,
} from '../experience-form-values';
import { ratingFields } from '../ratings';
import { experienceTerms, semesterYears } from '../semester';
import { RatingField } from './rating-field';
import { SummaryField } from './summary-field';

interface ExperienceFormProps {
  course: CourseDetailCourse;
  onDone: () => void;
  onCancel: () => void;
  onPendingChange: (pending: boolean) => void;
  /** Told whether the form holds typing not yet sent, as it changes. */
  onDirtyChange: (dirty: boolean) => void;
}

const vipFields = [
  { field: 'details', label: 'share.details', hint: 'share.detailsHint' },
  { field: 'exam_tips', label: 'share.examTips', hint: 'share.examTipsHint' },
  { field: 'resources', label: 'share.resources', hint: 'share.resourcesHint' },
] as const;

function sameValues(a: ExperienceFormValues, b: ExperienceFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The "share your experience" form: semester, instructor, ratings, grade, summary and the VIP texts. */
export function ExperienceForm({
  course,
  onDone,
  onCancel,
  onPendingChange,
  onDirtyChange,
}: ExperienceFormProps) {
  const { t } = useTranslation('course-detail');
  const create = useShareExperience();
  const { labels, validate, serverErrors } = useExperienceValidation();

  const initialValues = useMemo(
    () => initialExperienceValues(course.instructor_name),
    [course.instructor_name],
  );
  const { form, failure, handleSubmit, saveCallbacks } = useEditorForm({
    initialValues,
    validate,
    sameValues,
    problemErrors: serverErrors,
    onDirtyChange,
  });

  function submit(values: ExperienceFormValues) {
    const body = parseExperienceBody(values);
    if (body === undefined) return;
    onPendingChange(true);
    const { onSuccess, onError } = saveCallbacks(t('share.success'), () => {
      form.reset();
      onDone();
    });
    create.mutate(
      { params: { course_id: course.course_id }, body },
      {
        onSuccess: (data) => {
          onPendingChange(false);
          onSuccess(data);
        },
        onError: (error) => {
          onPendingChange(false);
          onError(error);
        },
      },
    );
  }

  return (
    <ValidatedForm
      label={t('share.button')}
      onSubmit={handleSubmit(submit)}
      note={
        <Alert
          color="blue"
          variant="light"
          role="note"
          icon={<IconInfoCircle size={18} aria-hidden />}
        >
          {t('share.note')}
        </Alert>
      }
      failure={failure}
      actions={{
        isNew: true,
        isDirty: false,
        pending: create.isPending,
        onCancel,
        submitLabel: t('share.submit'),
        newIcon: IconSend,
      }}
    >
      <Divider label={t('share.publicPart')} labelPosition="left" />
      <Fieldset legend={t('share.semester')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={labels.year}
            required
            allowDeselect={false}
            data={semesterYears().map(String)}
            key={form.key('year')}
            {...form.getInputProps('year')}
          />
          <Select
            label={labels.term}
            required
            allowDeselect={false}
            data={experienceTerms.map((term) => ({
              value: term,
              label: t(`share.terms.${term}`),
            }))}
            key={form.key('term')}
            {...form.getInputProps('term')}
          />
        </SimpleGrid>
      </Fieldset>
      <TextInput
        label={labels.instructor_name}
        required
        maxLength={experienceLimits.instructorNameMaxLength}
        key={form.key('instructor_name')}
        {...form.getInputProps('instructor_name')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {ratingFields.map(({ field, key }) => {
          const error = form.errors[field];
          return (
            <RatingField
              label={t(`ratings.${key}`)}
              description={t(`share.ratingHints.${key}`)}
              key={form.key(field)}
              defaultValue={form.getValues()[field]}
              onChange={(value) => {
                form.setFieldValue(field, value, { forceUpdate: false });
              }}
              error={typeof error === 'string' ? error : undefined}
            />
          );
        })}
      </SimpleGrid>
      <SummaryField form={form} label={labels.summary} />

      <Divider label={t('share.vipPart')} labelPosition="left" mt="xs" />
      <Select
        label={labels.grade_received}
        description={t('share.gradeHint')}
        placeholder={t('share.gradePlaceholder')}
        clearable
        data={[...gradeLetters]}
        key={form.key('grade_received')}
        {...form.getInputProps('grade_received')}
      />
      {vipFields.map(({ field, label, hint }) => (
        <Textarea
          key={form.key(field)}
          label={t(label)}
          description={t(hint)}
          rows={3}
          resize="vertical"
          maxLength={experienceLimits.vipTextMaxLength}
          {...form.getInputProps(field)}
        />
      ))}
    </ValidatedForm>
  );
}
