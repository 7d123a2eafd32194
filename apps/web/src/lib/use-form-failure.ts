import { useEffect, useState } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '@campus/contracts';
import { ProblemError } from './problem-error';
import { useErrorMessage } from './use-error-message';

/** The field errors of a problem answer, keyed by form field (`useProblemFieldErrors`). */
type ProblemErrors = (problems: readonly FieldProblem[] | undefined) => Record<string, string>;

/** The callbacks of a save's `mutate`: a green notice and what comes next, or the failure. */
export interface SaveCallbacks<Data> {
  onSuccess: (data: Data) => void;
  onError: (error: unknown) => void;
}

/** A form's submit, its failure alert, and the API's field errors shown on its fields. */
export interface FormFailure<Values> {
  /** The alert over the fields, or null. */
  failure: string | null;
  setFailure: (failure: string | null) => void;
  /** Shows a failed call: its sentence in the alert, its field errors on the fields. */
  fail: (error: unknown) => void;
  /**
   * The form's `onSubmit`: clears the alert and calls `submit` with valid values,
   * or asks to check the form when a field's check fails (after `onInvalid`, for
   * what the form checks outside its values, such as a chosen file).
   */
  handleSubmit: (
    submit: (values: Values) => void,
    onInvalid?: () => void,
  ) => ReturnType<UseFormReturnType<Values>['onSubmit']>;
  /**
   * `mutate` callbacks that show `message` in green (worded from the answer when
   * it is a function) and then call `then`, or `fail`.
   */
  saveCallbacks: <Data>(
    message: string | ((data: Data) => string),
    then: (data: Data) => void,
  ) => SaveCallbacks<Data>;
}

/**
 * What every form that sends its values shares: the failure alert ("check the
 * form" or the API's sentence) and the API's field errors on the fields.
 */
export function useFormFailure<Values>(
  form: UseFormReturnType<Values>,
  problemErrors?: ProblemErrors,
  /** Words the alert when a feature reads its failures its own way; else `useErrorMessage`. */
  describeError?: (error: unknown) => string,
): FormFailure<Values> {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);

  function fail(error: unknown) {
    setFailure((describeError ?? errorMessage)(error));
    if (problemErrors !== undefined && error instanceof ProblemError)
      form.setErrors(problemErrors(error.problem.errors));
  }

  return {
    failure,
    setFailure,
    fail,
    handleSubmit: (submit, onInvalid) =>
      form.onSubmit(
        (values) => {
          setFailure(null);
          submit(values);
        },
        () => {
          onInvalid?.();
          setFailure(t('errors.checkForm'));
        },
      ),
    saveCallbacks: (message, then) => ({
      onSuccess: (data) => {
        notifications.show({
          color: 'green',
          message: typeof message === 'string' ? message : message(data),
        });
        then(data);
      },
      onError: fail,
    }),
  };
}

interface EditorFormOptions<Values> {
  initialValues: Values;
  /** The form's checks: the message of each failing field. */
  validate: (values: Values) => Record<string, string>;
  /** Whether two sets of values say the same (the form is unchanged). */
  sameValues: (a: Values, b: Values) => boolean;
  problemErrors: ProblemErrors;
  /** Tells the drawer or page whether there are unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  /** Any other reading of the values as they change (a character count). */
  onValuesChange?: (values: Values) => void;
  /** Whether something kept outside the values changed (a chosen file): also unsaved. */
  otherChanges?: boolean;
  /** 'controlled' when the form draws from its values as they change (`form.values`). */
  mode?: 'controlled' | 'uncontrolled';
}

/**
 * An add or edit form (Mantine's `useForm`, uncontrolled unless asked) that reports its
 * unsaved changes, with the failure handling of `useFormFailure`.
 */
export function useEditorForm<Values extends object>({
  initialValues,
  validate,
  sameValues,
  problemErrors,
  onDirtyChange,
  onValuesChange,
  otherChanges = false,
  mode = 'uncontrolled',
}: EditorFormOptions<Values>): FormFailure<Values> & {
  form: UseFormReturnType<Values>;
  isDirty: boolean;
} {
  const [valuesChanged, setValuesChanged] = useState(false);
  const isDirty = valuesChanged || otherChanges;
  const form = useForm<Values>({
    mode,
    initialValues,
    validate,
    onValuesChange: (values) => {
      setValuesChanged(!sameValues(values, initialValues));
      onValuesChange?.(values);
    },
  });

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);

  return { form, isDirty, ...useFormFailure(form, problemErrors) };
}
