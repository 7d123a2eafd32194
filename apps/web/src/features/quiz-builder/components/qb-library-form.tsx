import type { ReactNode, SubmitEventHandler } from 'react';
import { notifications } from '@mantine/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormPageFrame, FormPageLoading } from '../../../components/page-frames/form-page-frame';
import { leaveWithoutAsking } from '../../../lib/use-leave-guard';
import { qbLibraryPaths, type QbLibrarySection } from './qb-library-paths';
import { useQbSave, type QbSave } from './qb-save';

/**
 * The save of a library form (matters, options, phrases): after a save,
 * "Added" or "Saved" and the saved thing's detail page.
 */
export function useQbLibrarySave<Saved>({
  section,
  isNew,
  labels,
  idOf,
  setErrors,
}: {
  section: QbLibrarySection;
  isNew: boolean;
  /** The fields' names for the API's field errors. */
  labels: Readonly<Record<string, string>>;
  /** The saved thing's id, for its detail page. */
  idOf: (saved: Saved) => string;
  /** Puts the API's field errors at their fields (`form.setErrors`). */
  setErrors: (errors: Record<string, string>) => void;
}): QbSave<Saved> {
  const { t } = useTranslation('quiz-builder');
  const navigate = useNavigate();
  return useQbSave<Saved>({
    labels,
    checkForm: t('shared.checkForm'),
    onSaved: (saved) => {
      notifications.show({
        color: 'green',
        message: isNew ? t('shared.added') : t('shared.saved'),
      });
      void navigate(qbLibraryPaths(section).detail(idOf(saved)), { state: leaveWithoutAsking });
    },
    onFieldErrors: setErrors,
  });
}

/**
 * The frame of a library add or edit page: the section's title and back
 * link, the fields, Cancel (back where the page came from) and Add or Save.
 */
export function QbLibraryFormFrame({
  section,
  editedId,
  isDirty,
  pending,
  failure,
  onSubmit,
  notice,
  children,
}: {
  section: QbLibrarySection;
  /** The id of the thing being edited; undefined on the add page. */
  editedId: string | undefined;
  isDirty: boolean;
  pending: boolean;
  failure: string | null;
  /** The form's submit handler (`form.onSubmit(submit, save.invalid)`). */
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  /** A notice over the fields. */
  notice?: ReactNode;
  /** The form fields. */
  children: ReactNode;
}) {
  const { t } = useTranslation('quiz-builder');
  const navigate = useNavigate();
  const paths = qbLibraryPaths(section);
  const isNew = editedId === undefined;
  // The add page goes back to the list, the edit page to the thing's detail page.
  const backTo = isNew ? paths.list : paths.detail(editedId);
  return (
    <FormPageFrame
      title={isNew ? t(`${section}.addTitle`) : t(`${section}.editTitle`)}
      backTo={backTo}
      backLabel={isNew ? t(`${section}.back`) : t('shared.backToDetail')}
      isNew={isNew}
      isDirty={isDirty}
      pending={pending}
      submitLabel={isNew ? t(`${section}.add`) : t('shared.save')}
      onSubmit={onSubmit}
      onCancel={() => {
        void navigate(backTo);
      }}
      failure={failure}
      notice={notice}
    >
      {children}
    </FormPageFrame>
  );
}

/** A library edit page: the form once the thing is read, the loading frame until then. */
export function QbLibraryEdit<T>({
  section,
  id,
  query,
  children,
}: {
  section: QbLibrarySection;
  /** The route's id, undefined when it is not a valid id. */
  id: string | undefined;
  query: UseQueryResult<T>;
  /** The form of the loaded thing. */
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('quiz-builder');
  if (query.data !== undefined) return children(query.data);
  const paths = qbLibraryPaths(section);
  return (
    <FormPageLoading
      title={t(`${section}.editTitle`)}
      backTo={id === undefined ? paths.list : paths.detail(id)}
      backLabel={id === undefined ? t(`${section}.back`) : t('shared.backToDetail')}
      validId={id !== undefined}
      query={query}
    />
  );
}
