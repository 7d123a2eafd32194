import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIssueMessage, validateWith, type SafeParser } from './form-validation';

/**
 * A feature's texts under names of its own (a form's field labels, the words for
 * the contract's rule sentences), in the interface language. `keys` maps each
 * name to its key in `namespace`; it is a constant of the module, so the texts
 * change only with the language.
 */
export function useTexts<Name extends string>(
  namespace: string,
  keys: Readonly<Record<Name, string>>,
): Readonly<Record<Name, string>> {
  const { t } = useTranslation(namespace);
  return useMemo(() => {
    const texts: Partial<Record<Name, string>> = {};
    for (const [name, key] of Object.entries<string>(keys)) texts[name as Name] = t(key);
    return texts as Record<Name, string>;
  }, [t, keys]);
}

/**
 * Checks a form with a contract schema, as the API does: `toInput` turns the
 * values into the request body, `labels` name the fields in the messages and
 * `ruleMessages` word the schema's own rule sentences (`useIssueMessage`).
 */
export function useContractValidation<Values, Output>(
  schema: SafeParser<Output>,
  toInput: (values: Values) => unknown,
  labels: Readonly<Record<string, string>>,
  ruleMessages?: Readonly<Record<string, string>>,
): (values: Values) => Record<string, string> {
  const issueMessage = useIssueMessage(ruleMessages);
  return useCallback(
    (values: Values) => validateWith(schema, toInput(values), labels, issueMessage),
    [schema, toInput, labels, issueMessage],
  );
}
