import { useTranslation } from 'react-i18next';
import type { CourseSummary, Department } from '@campus/contracts';
import { LoadErrorState } from '../../../../components/load-error-state';
import { LoadingState } from '../../../../components/loading-state';
import { EditorDrawer } from '../../../../components/editor-drawer';
import { useAdminCourse } from '../../api';
import { CourseForm } from './course-form';

/** What the drawer works on: a course of the list to edit, or null to add a new one. */
export interface CourseEditorTarget {
  course: CourseSummary | null;
  /** A new number for each opening, so every opening starts with a fresh form. */
  opening: number;
}

interface CourseEditorDrawerProps {
  /** The drawer's subject, or null while it is closed. */
  target: CourseEditorTarget | null;
  departments: readonly Department[] | undefined;
  onClose: () => void;
}

interface FormSlotProps {
  courseId: string | null;
  departments: readonly Department[] | undefined;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

/** The form: at once for a new course; for an existing one after a fresh copy has loaded. */
function FormSlot({ courseId, ...formProps }: FormSlotProps) {
  const { t } = useTranslation('course-review');
  const course = useAdminCourse(courseId);
  if (courseId === null) return <CourseForm course={null} {...formProps} />;
  if (course.isError) return <LoadErrorState title={t('form.loadFailed')} query={course} />;
  if (!course.isFetchedAfterMount || course.data === undefined) {
    return <LoadingState heights={[36, 36, 36, 96]} />;
  }
  return <CourseForm key={course.data.course_id} course={course.data} {...formProps} />;
}

/** Adds or edits a course in a drawer that asks before unsaved changes are lost. */
export function CourseEditorDrawer({ target, departments, onClose }: CourseEditorDrawerProps) {
  const { t } = useTranslation('course-review');
  return (
    <EditorDrawer
      target={target}
      title={({ course }) =>
        course === null ? t('form.addTitle') : t('form.editTitle', { course: course.course_code })
      }
      closeLabel={t('form.close')}
      onClose={onClose}
    >
      {(shown, { formProps }) => (
        <FormSlot
          key={shown.opening}
          courseId={shown.course?.course_id ?? null}
          departments={departments}
          {...formProps}
        />
      )}
    </EditorDrawer>
  );
}
