import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { FormActions } from '../../../components/form-actions';
import { LeaveBlockedModal } from '../../../components/discard-changes-modal';
import { leaveWithoutAsking, useLeaveGuardControls } from '../../../lib/use-leave-guard';
import { useQbSave, type QbSave } from './qb-save';

/**
 * The save of a quiz or bundle form: after a save the form is clean, `done`
 * is said and the saved thing's page opens; the API's field errors go to
 * their fields, the rule messages the form knows in the interface language.
 */
export function useQbEditSave<Values, Saved>({
  form,
  labels,
  done,
  detailPathOf,
  ruleOf,
}: {
  form: UseFormReturnType<Values>;
  /** The fields' names for the API's field errors. */
  labels: Readonly<Record<string, string>>;
  /** The notice after a save. */
  done: string;
  /** The saved thing's detail page. */
  detailPathOf: (saved: Saved) => string;
  /** A field error's sentence in the interface language. */
  ruleOf: (message: string) => string;
}): QbSave<Saved> {
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  return useQbSave<Saved>({
    labels,
    checkForm: tCommon('errors.checkForm'),
    onSaved: (saved) => {
      form.resetDirty();
      notifications.show({ color: 'green', message: done });
      void navigate(detailPathOf(saved), { state: leaveWithoutAsking });
    },
    onFieldErrors: form.setErrors,
    ruleOf,
  });
}

/**
 * The form of a quiz or a bundle: the failure alert, its cards, Cancel and
 * Create (a new one) or Save; leaving with unsaved changes asks first. A
 * submit checks the form (`save.invalid` when it refuses), clears the alert
 * and hands the values to `submit`.
 */
export function QbEditForm<Values, Saved>({
  label,
  isNew,
  form,
  save,
  pending,
  createLabel,
  cancelTo,
  submit,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  isNew: boolean;
  form: UseFormReturnType<Values>;
  /** The save's alert (a failed save, or "check the form") and its start (`useQbEditSave`). */
  save: QbSave<Saved>;
  pending: boolean;
  /** The submit button's text on the add page ('Create quiz'); an edit says Save. */
  createLabel: string;
  /** Where Cancel goes: the list (add) or the thing's page (edit). */
  cancelTo: string;
  /** Sends the checked values (the create or update mutation with `save.handlers`). */
  submit: (values: Values) => void;
  /** The form's cards. */
  children: ReactNode;
}) {
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  const isDirty = form.isDirty();
  const guard = useLeaveGuardControls(isDirty && !pending);
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={form.onSubmit((values) => {
        save.start();
        submit(values);
      }, save.invalid)}
    >
      <Stack gap="lg">
        {save.failure === null ? null : <ErrorAlert>{save.failure}</ErrorAlert>}
        {children}
        <FormActions
          isNew={isNew}
          isDirty={isDirty}
          pending={pending}
          onCancel={() => {
            void navigate(cancelTo);
          }}
          submitLabel={isNew ? createLabel : tCommon('actions.save')}
        />
      </Stack>
      <LeaveBlockedModal blocker={guard.blocker} />
    </form>
  );
}
