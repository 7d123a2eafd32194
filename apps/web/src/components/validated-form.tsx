import type { ReactNode, SubmitEventHandler } from 'react';
import { Stack } from '@mantine/core';
import { ErrorAlert } from './error-alert';
import { FormActions, type FormActionsProps } from './form-actions';

type FormName =
  /** The form's accessible name. */
  | { label: string; labelledBy?: never }
  /** The id of the heading that names the form. */
  | { label?: never; labelledBy: string };

type ValidatedFormProps = FormName & {
  /** The form's submit handler (`handleSubmit` of `useFormFailure`). */
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  /** A note that stays over everything, the failure alert included. */
  note?: ReactNode;
  /** The alert over the fields (a failed save, or "check the form"), or null. */
  failure: string | null;
  /** Cancel and submit under the fields; left out when the form draws its own. */
  actions?: FormActionsProps;
  /** The fields. */
  children: ReactNode;
};

/**
 * A form checked by our own validation (`noValidate`), its failure alert over
 * the fields and, for an add or edit form, Cancel and submit under them.
 */
export function ValidatedForm({
  label,
  labelledBy,
  onSubmit,
  note,
  failure,
  actions,
  children,
}: ValidatedFormProps) {
  return (
    <form noValidate aria-label={label} aria-labelledby={labelledBy} onSubmit={onSubmit}>
      <Stack gap="md">
        {note}
        {failure === null ? null : <ErrorAlert>{failure}</ErrorAlert>}
        {children}
        {actions === undefined ? null : <FormActions {...actions} />}
      </Stack>
    </form>
  );
}
