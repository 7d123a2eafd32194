import { useCallback } from 'react';
import type { FieldProblem } from '@campus/contracts';
import { useProblemFieldErrors } from '../../../lib/form-validation';
import { ProblemError } from '../../../lib/problem-error';
import { useErrorMessage } from '../../../lib/use-error-message';

export interface QbSubmitFailure {
  /** The sentence for the alert over the form (the API's detail, or a translated failure). */
  message: string;
  /** Field errors keyed by Mantine form path ('name_en', 'alternatives.0.text_tr'). */
  fieldErrors: Record<string, string>;
}

/**
 * Reads a failed save: the alert's sentence and the problem's field errors,
 * keyed by the form path without the `body.` prefix, with the common SPEC
 * sentences in the interface language. `labels` names fields by their last
 * path segment ('text_en' → 'Text (English)').
 */
export function useQbSubmitFailure(
  labels: Readonly<Record<string, string>>,
): (error: unknown) => QbSubmitFailure {
  const errorMessage = useErrorMessage();
  const problemFieldErrors = useProblemFieldErrors(labels);
  return useCallback(
    (error: unknown) => {
      const fieldErrors: Record<string, string> = {};
      if (error instanceof ProblemError) {
        for (const problem of error.problem.errors ?? []) {
          const path = problem.field.replace(/^body\./, '');
          if (path in fieldErrors) continue;
          const single: FieldProblem[] = [problem];
          const [message] = Object.values(problemFieldErrors(single));
          if (message !== undefined) fieldErrors[path] = message;
        }
      }
      return { message: errorMessage(error), fieldErrors };
    },
    [errorMessage, problemFieldErrors],
  );
}
