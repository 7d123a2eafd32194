import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProblemFieldErrors } from '../../../../lib/form-validation';
import { ProblemError } from '../../../../lib/problem-error';
import { useErrorMessage } from '../../../../lib/use-error-message';

const noLabels: Readonly<Record<string, string>> = {};

/**
 * A failed call about matches in the reader's language: a 400 from its field
 * problems' codes (the rules by name, as at the fields), a 404 as "not found";
 * anything else (a 409 by its reason) as `useErrorMessage` says it.
 */
export function useMatchProblem(): (error: unknown) => string {
  const { t } = useTranslation('matching-admin-matches');
  const { t: tCommon } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const rules = useMemo(
    () => ({ same_person: t('rules.samePerson'), not_in_round: t('rules.notInRound') }),
    [t],
  );
  const problemFieldErrors = useProblemFieldErrors(noLabels, rules);
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ProblemError)) return errorMessage(error);
      const { status, errors } = error.problem;
      if (status === 400) {
        const fieldMessages = [...new Set(Object.values(problemFieldErrors(errors)))];
        if (fieldMessages.length > 0) return fieldMessages.join(' ');
      }
      if (status === 404) return tCommon('errors.notFound');
      return errorMessage(error);
    },
    [tCommon, errorMessage, problemFieldErrors],
  );
}
