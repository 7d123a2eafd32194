import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetailCourse, Department } from '@campus/contracts';
import { useCreateCourse, useUpdateCourse } from '../../api';
import { useProblemFieldErrors } from '../../../../lib/form-validation';
import { useEditorForm } from '../../../../lib/use-form-failure';
import type { EditorFormProps } from '../../../../components/editor-drawer';
import { AddEditForm } from '../../../../components/add-edit-form';
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

interface CourseFormProps extends EditorFormProps {
  /** The course to edit, or null to add one. */
  course: CourseDetailCourse | null;
  /** The departments to choose from; undefined while they load. */
  departments: readonly Department[] | undefined;
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
  const labels = useCourseFieldLabels();
  const validate = useCourseValidation(labels);
  const problemErrors = useProblemFieldErrors(labels);
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const pending = create.isPending || update.isPending;

  const initialValues = useMemo(
    () => (course === null ? newCourseValues : toCourseFormValues(course)),
    [course],
  );
  const [lengths, setLengths] = useState(() => descriptionLengths(initialValues));

  // Uncontrolled: typing does not re-render the whole form; only what shows
  // (the unsaved state and the description counters) is kept in state.
  const { form, isDirty, failure, handleSubmit, saveCallbacks } = useEditorForm({
    initialValues,
    validate,
    sameValues,
    problemErrors,
    onDirtyChange,
    onValuesChange: (values) => {
      const next = descriptionLengths(values);
      setLengths((current) =>
        current.description_en === next.description_en &&
        current.description_tr === next.description_tr
          ? current
          : next,
      );
    },
  });

  function submit(values: CourseFormValues) {
    const body = toCourseWriteBody(values);
    if (body === undefined) return;
    const savedAs = (message: 'form.added' | 'form.saved') =>
      saveCallbacks(
        (result: CourseDetailCourse) => t(message, { course: result.course_code }),
        onSaved,
      );
    if (course === null) create.mutate({ body }, savedAs('form.added'));
    else update.mutate({ params: { course_id: course.course_id }, body }, savedAs('form.saved'));
  }

  return (
    <AddEditForm
      isNew={course === null}
      texts={(key) => t(`form.${key}`, { course: course?.course_code })}
      editor={{ isDirty, failure, handleSubmit }}
      onSubmit={submit}
      onCancel={onCancel}
      pending={pending}
    >
      <CourseFormFields
        form={form}
        labels={labels}
        course={course}
        departments={departments}
        descriptionLengths={lengths}
      />
    </AddEditForm>
  );
}
