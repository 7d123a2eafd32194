import { useEffect, useMemo, useState } from 'react';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CourseDetailCourse, Department } from '@campus/contracts';
import { useCreateCourse, useUpdateCourse } from '../../api';
import { useProblemFieldErrors } from '../../../../lib/form-validation';
import { ProblemError } from '../../../../lib/problem-error';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { ErrorAlert } from '../../../../components/error-alert';
import { FormActions } from '../../../../components/form-actions';
import {
  descriptionLengths,
  newCourseValues,
  sameValues,
  toCourseFormValues,
  toCourseWriteBody,
  type CourseFormValues,
} from '../course-form-values';
import { useCourseFieldLabels, useCourseValidation } from '../use-course-validation';
import { CourseFormFields } from './course-form-fields';

interface CourseFormProps {
  /** The course to edit, or null to add one. */
  course: CourseDetailCourse | null;
  /** The departments to choose from; undefined while they load. */
  departments: readonly Department[] | undefined;
  /** Told whenever the form starts or stops having unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * Adds (`POST`) or saves (`PUT`) a course with every field of
 * `courseWriteBodySchema`, checked here first and then by the API: its field
 * errors go onto the fields, its detail (a code in use, 409) above them.
 */
export function CourseForm({
  course,
  departments,
  onDirtyChange,
  onCancel,
  onSaved,
}: CourseFormProps) {
  const { t } = useTranslation('course-review');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const labels = useCourseFieldLabels();
  const validate = useCourseValidation(labels);
  const problemFieldErrors = useProblemFieldErrors(labels);
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const [failure, setFailure] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;

  const initialValues = useMemo(
    () => (course === null ? newCourseValues : toCourseFormValues(course)),
    [course],
  );
  const [isDirty, setIsDirty] = useState(false);
  const [lengths, setLengths] = useState(() => descriptionLengths(initialValues));

  // Uncontrolled: typing does not re-render the whole form; only what shows
  // (the unsaved state and the description counters) is kept in state.
  const form = useForm<CourseFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate,
    onValuesChange: (values) => {
      setIsDirty(!sameValues(values, initialValues));
      const next = descriptionLengths(values);
      setLengths((current) =>
        current.description_en === next.description_en &&
        current.description_tr === next.description_tr
          ? current
          : next,
      );
    },
  });

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  function failed(error: unknown) {
    setFailure(errorMessage(error));
    if (error instanceof ProblemError) form.setErrors(problemFieldErrors(error.problem.errors));
  }

  function saved(result: CourseDetailCourse, message: 'form.added' | 'form.saved') {
    notifications.show({ color: 'green', message: t(message, { course: result.course_code }) });
    onSaved();
  }

  function submit(values: CourseFormValues) {
    const body = toCourseWriteBody(values);
    if (body === undefined) return;
    setFailure(null);
    if (course === null) {
      create.mutate(
        { body },
        {
          onSuccess: (result) => {
            saved(result, 'form.added');
          },
          onError: failed,
        },
      );
      return;
    }
    update.mutate(
      { params: { course_id: course.course_id }, body },
      {
        onSuccess: (result) => {
          saved(result, 'form.saved');
        },
        onError: failed,
      },
    );
  }

  return (
    <form
      noValidate
      aria-label={
        course === null ? t('form.addTitle') : t('form.editTitle', { course: course.course_code })
      }
      onSubmit={form.onSubmit(submit, () => {
        setFailure(tCommon('errors.checkForm'));
      })}
    >
      <Stack gap="md">
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        <CourseFormFields
          form={form}
          labels={labels}
          course={course}
          departments={departments}
          descriptionLengths={lengths}
        />
        <FormActions
          isNew={course === null}
          isDirty={isDirty}
          pending={pending}
          onCancel={onCancel}
          submitLabel={course === null ? t('form.submitAdd') : t('form.submitEdit')}
        />
      </Stack>
    </form>
  );
}
