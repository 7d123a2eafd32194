import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProblemFieldErrors } from '../../../../lib/form-validation';
import { ProblemError } from '../../../../lib/problem-error';
import { useErrorMessage } from '../../../../lib/use-error-message';

/**
 * The API's conflicts about matches (409s carry no code, only their English
 * `detail`) in the reader's language.
 */
const knownConflicts: Readonly<Record<string, string>> = {
  'These two people cannot be matched: blocked, forbidden or partners in an earlier round':
    'problems.cannotMatch',
  'Both people must be active participants': 'problems.notActive',
  'Only a proposed match is published': 'problems.onlyProposed',
  'One of them has an open match in this round already': 'problems.openMatch',
};

const noLabels: Readonly<Record<string, string>> = {};
const closedPattern = /^A (declined|expired|revoked) match cannot be changed$/;
const openMatchesPattern = /^One of them has (\d+) open matches in this round already$/;

/**
 * A failed call about matches in the reader's language: a 409 from its known
 * sentences, a 400 from its field problems' codes (the rules by name, as at
 * the fields), a 404 as "not found"; anything else as `useErrorMessage` says it.
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
      const { status, detail, errors } = error.problem;
      if (status === 409) {
        const key = knownConflicts[detail];
        if (key !== undefined) return t(key);
        const closed = closedPattern.exec(detail)?.[1];
        if (closed !== undefined) {
          return t('problems.closed', { status: t(`statuses.${closed}`) });
        }
        const limit = openMatchesPattern.exec(detail)?.[1];
        if (limit !== undefined) return t('problems.openMatches', { count: Number(limit) });
      }
      if (status === 400) {
        const fieldMessages = [...new Set(Object.values(problemFieldErrors(errors)))];
        if (fieldMessages.length > 0) return fieldMessages.join(' ');
      }
      if (status === 404) return tCommon('errors.notFound');
      return errorMessage(error);
    },
    [t, tCommon, errorMessage, problemFieldErrors],
  );
}
