import type { ReactNode, SubmitEventHandler } from 'react';
import { Alert, Card, Container, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LeaveBlockedModal } from '../discard-changes-modal';
import { ErrorAlert } from '../error-alert';
import { LoadErrorState, type RetryableRead } from '../load-error-state';
import { LoadingState } from '../loading-state';
import { useDocumentTitle } from '../use-document-title';
import { ValidatedForm } from '../validated-form';
import { useLeaveGuard } from '../../lib/use-leave-guard';
import { BackLink } from './back-link';

export interface FormPageFrameProps {
  /** The h1, the tab title and the form's accessible name. */
  title: string;
  backTo: string;
  backLabel: string;
  /** True on an add page (the submit button shows a plus), false on an edit page. */
  isNew: boolean;
  /** Unsaved changes: leaving asks first, and an edit's Save is disabled while false. */
  isDirty: boolean;
  pending: boolean;
  /** The submit button's text ('Add matter', 'Save'). */
  submitLabel: string;
  /** The form's submit handler (Mantine's `form.onSubmit(save, onInvalid)`). */
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** The alert over the fields (a failed save, or "check the form"). */
  failure: string | null;
  /** A notice over the fields (for example a new version was made). */
  notice?: ReactNode;
  /** Shown above everything else inside the page's container (a section's navigation). */
  header?: ReactNode;
  /** The form fields. */
  children: ReactNode;
}

interface ShellProps {
  header?: ReactNode;
  title: string;
  backTo: string;
  backLabel: string;
  children: ReactNode;
}

/** What every state of an add or edit page shares: the header, the back link and the title. */
function FormPageShell({ header, title, backTo, backLabel, children }: ShellProps) {
  useDocumentTitle(title);
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      {header}
      <Stack gap="md">
        <BackLink to={backTo} label={backLabel} />
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}

/**
 * The frame of an add or edit page: back link, title, the failure
 * alert, the fields in a card, Cancel and Save; leaving with unsaved changes
 * asks first. After saving, navigate with `{ state: leaveWithoutAsking }`
 * (lib/use-leave-guard) so the guard lets the page go.
 */
export function FormPageFrame({
  title,
  backTo,
  backLabel,
  isNew,
  isDirty,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
  failure,
  notice,
  header,
  children,
}: FormPageFrameProps) {
  const blocker = useLeaveGuard(isDirty && !pending);
  return (
    <FormPageShell header={header} title={title} backTo={backTo} backLabel={backLabel}>
      {notice}
      <Card withBorder radius="md" padding="lg">
        <ValidatedForm
          label={title}
          onSubmit={onSubmit}
          failure={failure}
          actions={{ isNew, isDirty, pending, onCancel, submitLabel }}
        >
          {children}
        </ValidatedForm>
      </Card>
      <LeaveBlockedModal blocker={blocker} />
    </FormPageShell>
  );
}

/** An edit page whose thing can no longer be changed: its title and why, instead of the form. */
export function FormPageNotice({
  header,
  title,
  backTo,
  backLabel,
  children,
}: {
  header?: ReactNode;
  title: string;
  backTo: string;
  backLabel: string;
  /** Why nothing can be changed. */
  children: ReactNode;
}) {
  return (
    <FormPageShell header={header} title={title} backTo={backTo} backLabel={backLabel}>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />}>
        {children}
      </Alert>
    </FormPageShell>
  );
}

/** What an edit page shows before its form: loading, a wrong id, or a failed read. */
export function FormPageLoading({
  title,
  backTo,
  backLabel,
  validId,
  query,
  header,
}: {
  header?: ReactNode;
  title: string;
  backTo: string;
  backLabel: string;
  validId: boolean;
  /** The read of the thing: its failure is shown with Retry, else placeholders while it loads. */
  query: RetryableRead & { isError: boolean };
}) {
  const { t: tCommon } = useTranslation('common');
  return (
    <FormPageShell header={header} title={title} backTo={backTo} backLabel={backLabel}>
      {!validId ? (
        <ErrorAlert>{tCommon('page.notFound')}</ErrorAlert>
      ) : query.isError ? (
        <LoadErrorState title={tCommon('page.loadFailed')} query={query} />
      ) : (
        <LoadingState heights={[36, 36, 120]} />
      )}
    </FormPageShell>
  );
}
