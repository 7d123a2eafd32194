import { useCallback, useState } from 'react';
import { Drawer, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseSummary, Department } from '@campus/contracts';
import { useAdminCourse } from '../../api/admin-get-course';
import { LoadErrorState } from '../../../../components/load-error-state';
import { useLeaveGuard } from '../../../../lib/use-leave-guard';
import { CourseForm } from './course-form';
import { DiscardChangesModal } from './discard-changes-modal';

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
  const { t: tCommon } = useTranslation('common');
  const course = useAdminCourse(courseId);
  if (courseId === null) return <CourseForm course={null} {...formProps} />;
  if (course.isError) {
    return (
      <LoadErrorState
        title={t('form.loadFailed')}
        error={course.error}
        onRetry={() => {
          void course.refetch();
        }}
      />
    );
  }
  if (!course.isFetchedAfterMount || course.data === undefined) {
    return (
      <Stack gap="md" role="status">
        <VisuallyHidden>{tCommon('actions.loading')}</VisuallyHidden>
        <Skeleton height={36} aria-hidden />
        <Skeleton height={36} aria-hidden />
        <Skeleton height={36} aria-hidden />
        <Skeleton height={96} aria-hidden />
      </Stack>
    );
  }
  return <CourseForm key={course.data.course_id} course={course.data} {...formProps} />;
}

/**
 * While the drawer is open, holds a move to another page when the form has
 * unsaved changes and asks first; mounted only then, so the page's other
 * tabs keep the router's one blocker free the rest of the time.
 */
function LeaveGuard({ dirty }: { dirty: boolean }) {
  const blocker = useLeaveGuard(dirty);
  return (
    <DiscardChangesModal
      opened={blocker.state === 'blocked'}
      onKeepEditing={() => {
        if (blocker.state === 'blocked') blocker.reset();
      }}
      onDiscard={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}

/**
 * Adds or edits a course in a drawer. Closing it (the close button, Escape,
 * a click outside, Cancel) or leaving the page with unsaved changes asks first.
 */
export function CourseEditorDrawer({ target, departments, onClose }: CourseEditorDrawerProps) {
  const { t } = useTranslation('course-review');
  const [shown, setShown] = useState(target);
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  // The last subject stays on screen while the drawer slides away.
  if (target !== null && target !== shown) setShown(target);

  const close = useCallback(() => {
    setDirty(false);
    setAsking(false);
    onClose();
  }, [onClose]);

  function requestClose() {
    if (dirty) setAsking(true);
    else close();
  }

  const course = shown?.course ?? null;
  return (
    <>
      <Drawer
        opened={target !== null}
        onClose={requestClose}
        position="right"
        size="lg"
        title={
          course === null ? t('form.addTitle') : t('form.editTitle', { course: course.course_code })
        }
        closeButtonProps={{ 'aria-label': t('form.close') }}
      >
        {shown === null ? null : (
          <FormSlot
            key={shown.opening}
            courseId={course?.course_id ?? null}
            departments={departments}
            onDirtyChange={setDirty}
            onCancel={requestClose}
            onSaved={close}
          />
        )}
      </Drawer>
      <DiscardChangesModal
        opened={asking}
        onKeepEditing={() => {
          setAsking(false);
        }}
        onDiscard={close}
      />
      {target === null ? null : <LeaveGuard dirty={dirty} />}
    </>
  );
}
