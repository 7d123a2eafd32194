import { useState, type ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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

/** What a locked record's edit page says instead of the form. */
interface AdminEditLock {
  title: string;
  /** Why the record can no longer be changed. */
  body: string;
}

/**
 * A matching admin edit page: the loading frame until the record is read
 * (`AdminEditLoading`), then why it can no longer be changed when `lockOf`
 * says so (`AdminEditNotice`, back to the record), else its form.
 */
export function AdminEditPage<Id, T>({
  id,
  query,
  idOf,
  listPath,
  detailPath,
  texts,
  lockOf,
  children,
}: {
  /** The route's id, undefined when it is not one. */
  id: Id | undefined;
  query: RetryableRead & { isError: boolean; data: T | undefined };
  idOf: (record: T) => Id;
  listPath: string;
  detailPath: (id: Id) => string;
  /** The title while the record is read, and the back links' texts to the list and the record. */
  texts: { title: string; listLabel: string; detailLabel: string };
  /** The notice of a record that can no longer be changed; null when it can. */
  lockOf?: (record: T) => AdminEditLock | null;
  /** The form of the read record. */
  children: (record: T) => ReactNode;
}) {
  const record = query.data;
  if (record === undefined) {
    return (
      <AdminEditLoading
        title={texts.title}
        id={id}
        query={query}
        listPath={listPath}
        listLabel={texts.listLabel}
        detailPath={detailPath}
        detailLabel={texts.detailLabel}
      />
    );
  }
  const lock = lockOf?.(record) ?? null;
  if (lock === null) return children(record);
  return (
    <AdminEditNotice
      title={lock.title}
      detailPath={detailPath(idOf(record))}
      backLabel={texts.detailLabel}
    >
      {lock.body}
    </AdminEditNotice>
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

/**
 * Says that someone else changed the record since the form opened (a 409),
 * with a button that reads it again when the page can.
 */
export function ConflictAlert({
  title,
  body,
  reloadLabel,
  onReload,
}: {
  title: string;
  body: string;
  reloadLabel: string;
  /** Reads the record again; the button is left out without it. */
  onReload?: () => Promise<unknown>;
}) {
  const [reloading, setReloading] = useState(false);
  return (
    <Alert
      variant="light"
      color="yellow"
      role="alert"
      title={title}
      icon={<IconAlertTriangle size={20} aria-hidden />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{body}</Text>
        {onReload === undefined ? null : (
          <Button
            size="xs"
            variant="light"
            color="yellow"
            loading={reloading}
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => {
              setReloading(true);
              void onReload().finally(() => {
                setReloading(false);
              });
            }}
          >
            {reloadLabel}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
