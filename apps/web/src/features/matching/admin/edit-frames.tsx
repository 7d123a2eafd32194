import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import {
  FormPageFrame,
  FormPageLoading,
  FormPageNotice,
  type FormPageFrameProps,
} from '../../../components/page-frames/form-page-frame';
import type { RetryableRead } from '../../../components/load-error-state';
import { leaveWithoutAsking } from '../../../lib/use-leave-guard';
import { MatchingAdminNav } from './matching-admin-nav';

type AdminEditFrameProps = Omit<
  FormPageFrameProps,
  'header' | 'backTo' | 'isNew' | 'submitLabel' | 'onCancel'
> & {
  /** The record's page: the back link and Cancel lead there. */
  detailPath: string;
};

/** The form of a matching admin edit page: the section's navigation, Save, and Cancel back to the record. */
export function AdminEditFrame({ detailPath, ...props }: AdminEditFrameProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <FormPageFrame
      {...props}
      header={<MatchingAdminNav />}
      backTo={detailPath}
      isNew={false}
      submitLabel={t('actions.save')}
      onCancel={() => {
        void navigate(detailPath);
      }}
    />
  );
}

/** A matching admin edit page whose record can no longer be changed: why, instead of the form. */
export function AdminEditNotice({
  title,
  detailPath,
  backLabel,
  children,
}: {
  title: string;
  detailPath: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <FormPageNotice
      header={<MatchingAdminNav />}
      title={title}
      backTo={detailPath}
      backLabel={backLabel}
    >
      {children}
    </FormPageNotice>
  );
}

/**
 * A matching admin edit page before its form: loading, a failed read, or a
 * route id that names nothing (its back link then leads to the list).
 */
export function AdminEditLoading<Id>({
  title,
  id,
  query,
  listPath,
  listLabel,
  detailPath,
  detailLabel,
}: {
  title: string;
  /** The route's id, undefined when it is not one. */
  id: Id | undefined;
  query: RetryableRead & { isError: boolean };
  listPath: string;
  listLabel: string;
  detailPath: (id: Id) => string;
  detailLabel: string;
}) {
  return (
    <FormPageLoading
      header={<MatchingAdminNav />}
      title={title}
      backTo={id === undefined ? listPath : detailPath(id)}
      backLabel={id === undefined ? listLabel : detailLabel}
      validId={id !== undefined}
      query={query}
    />
  );
}

/** After a save: the form is clean again and the page goes back to the record without asking. */
export function useBackToRecord(form: { resetDirty: () => void }, detailPath: string): () => void {
  const navigate = useNavigate();
  return () => {
    form.resetDirty();
    void navigate(detailPath, { state: leaveWithoutAsking });
  };
}
