import { useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { experienceLimits, gradeLetters } from '@campus/contracts';
import type { CourseDetailCourse } from '@campus/contracts';
import { ErrorAlert } from '../../../../components/error-alert';
import { ProblemError } from '../../../../lib/problem-error';
import { useErrorMessage } from '../../../../lib/use-error-message';
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
  onDirtyChange?: (dirty: boolean) => void;
}

const vipFields = [
  { field: 'details', label: 'share.details', hint: 'share.detailsHint' },
  { field: 'exam_tips', label: 'share.examTips', hint: 'share.examTipsHint' },
  { field: 'resources', label: 'share.resources', hint: 'share.resourcesHint' },
] as const;

/** The "share your experience" form: semester, instructor, ratings, grade, summary and the VIP texts. */
export function ExperienceForm({
  course,
  onDone,
  onCancel,
  onPendingChange,
  onDirtyChange,
}: ExperienceFormProps) {
  const { t } = useTranslation('course-detail');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const create = useShareExperience();
  const { labels, validate, serverErrors } = useExperienceValidation();
  const [failure, setFailure] = useState<string | null>(null);

  const initialValues = initialExperienceValues(course.instructor_name);
  const form = useForm<ExperienceFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate,
    onValuesChange: (values) => {
      onDirtyChange?.(JSON.stringify(values) !== JSON.stringify(initialValues));
    },
  });

  function submit(values: ExperienceFormValues) {
    const body = parseExperienceBody(values);
    if (body === undefined) return;
    setFailure(null);
    onPendingChange(true);
    create.mutate(
      { params: { course_id: course.course_id }, body },
      {
        onSuccess: () => {
          onPendingChange(false);
          notifications.show({ color: 'green', message: t('share.success') });
          form.reset();
          onDone();
        },
        onError: (error) => {
          onPendingChange(false);
          setFailure(errorMessage(error));
          if (error instanceof ProblemError) form.setErrors(serverErrors(error.problem.errors));
        },
      },
    );
  }

  return (
    <form
      noValidate
      aria-label={t('share.button')}
      onSubmit={form.onSubmit(submit, () => {
        setFailure(tCommon('errors.checkForm'));
      })}
    >
      <Stack gap="md">
        <Alert
          color="blue"
          variant="light"
          role="note"
          icon={<IconInfoCircle size={18} aria-hidden />}
        >
          {t('share.note')}
        </Alert>
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}

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

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {tCommon('actions.cancel')}
          </Button>
          <Button
            type="submit"
            loading={create.isPending}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {t('share.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
