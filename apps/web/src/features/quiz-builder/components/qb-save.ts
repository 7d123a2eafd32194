import { useState } from 'react';
import { useQbSubmitFailure } from './qb-problem-errors';

export interface QbSave<Saved> {
  /** The alert over the form: a failed save, or "check the form"; null when none. */
  failure: string | null;
  /** Clears the alert as a save starts. */
  start: () => void;
  /** Shows "check the form" when the form's own check refuses the values. */
  invalid: () => void;
  /** The callbacks of the create or update mutation. */
  handlers: { onSuccess: (saved: Saved) => void; onError: (error: Error) => void };
}

/**
 * The save of a quiz builder form: the alert over the form, and the
 * mutation's callbacks, which hand the saved thing to `onSaved` or show the
 * failure with the API's field errors at their fields.
 */
export function useQbSave<Saved>({
  labels,
  checkForm,
  onSaved,
  onFieldErrors,
  ruleOf = (message) => message,
}: {
  /** The fields' names for the API's field errors (see `useQbSubmitFailure`). */
  labels: Readonly<Record<string, string>>;
  /** The alert's sentence when the form's own check refuses the values. */
  checkForm: string;
  /** After a save: the notice and the page to open. */
  onSaved: (saved: Saved) => void;
  /** Puts the API's field errors, keyed by form path, at their fields. */
  onFieldErrors: (errors: Record<string, string>) => void;
  /** A field error's sentence in the interface language, for the rule messages the form knows. */
  ruleOf?: (message: string) => string;
}): QbSave<Saved> {
  const submitFailure = useQbSubmitFailure(labels);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    start: () => {
      setFailure(null);
    },
    invalid: () => {
      setFailure(checkForm);
    },
    handlers: {
      onSuccess: onSaved,
      onError: (error: Error) => {
        const read = submitFailure(error);
        setFailure(read.message);
        const errors: Record<string, string> = {};
        for (const [path, message] of Object.entries(read.fieldErrors)) {
          errors[path] = ruleOf(message);
        }
        onFieldErrors(errors);
      },
    },
  };
}
