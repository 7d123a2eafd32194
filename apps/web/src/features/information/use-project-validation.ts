import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  informationLimits,
  informationListFields,
  informationListMessage,
  informationOrderMessage,
  informationProjectIdSchema,
  informationProjectUpdateBodySchema,
  invalidProjectIdMessage,
  type FieldProblem,
  type InformationListField,
} from '@campus/contracts';
import {
  useFieldError,
  useIssueMessage,
  useProblemFieldErrors,
  validateWith,
} from '../../lib/form-validation';
import { toUpdateInput, type ProjectFormValues } from './form-values';
import { useTexts } from '../../lib/use-texts';

export type ProjectFieldLabels = Readonly<
  Record<Exclude<keyof ProjectFormValues, InformationListField>, string> &
    Record<InformationListField, string>
>;

const projectLabelKeys: ProjectFieldLabels = {
  project_id: 'form.projectId',
  display_order: 'form.displayOrder',
  name_en: 'form.nameEn',
  name_tr: 'form.nameTr',
  description_en: 'form.descriptionEn',
  description_tr: 'form.descriptionTr',
  access_requirements: 'sections.access_requirements',
  process_steps: 'sections.process_steps',
  warnings: 'sections.warnings',
  notes: 'sections.notes',
};

/** The labels of the project form's fields, also used to word their messages. */
export function useProjectFieldLabels(): ProjectFieldLabels {
  return useTexts('information', projectLabelKeys);
}

/** The SPEC texts of the contract's rules, in the interface language. */
function useRuleMessages(): Readonly<Record<string, string>> {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      [informationListMessage]: t('validation.listItems', {
        maxItems: String(informationLimits.listMaxItems),
        maxLength: String(informationLimits.listItemMaxLength),
      }),
      [informationOrderMessage]: t('validation.orderRange', {
        min: String(informationLimits.orderMin),
        max: String(informationLimits.orderMax),
      }),
      [invalidProjectIdMessage]: t('validation.projectId'),
    }),
    [t],
  );
}

function isListText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 1 && trimmed.length <= informationLimits.listItemMaxLength;
}

/**
 * Checks the form with the contract: the id (new projects only), the texts and
 * the order, and each list row in both languages, so the SPEC list message
 * appears on the very box that breaks the rule (`warnings.2.tr`).
 */
export function useProjectValidation(
  labels: ProjectFieldLabels,
  isNew: boolean,
): (values: ProjectFormValues) => Record<string, string> {
  const { t } = useTranslation('common');
  const ruleMessages = useRuleMessages();
  const issueMessage = useIssueMessage(ruleMessages);
  const fieldError = useFieldError();
  return useCallback(
    (values: ProjectFormValues) => {
      const errors = validateWith(
        informationProjectUpdateBodySchema,
        toUpdateInput(values, undefined),
        labels,
        issueMessage,
      );
      for (const list of informationListFields) {
        Reflect.deleteProperty(errors, list);
        const rows = values[list];
        const listMessage = ruleMessages[informationListMessage] ?? informationListMessage;
        if (rows.length > informationLimits.listMaxItems) errors[list] = listMessage;
        rows.forEach((row, index) => {
          if (!isListText(row.en)) errors[`${list}.${String(index)}.en`] = listMessage;
          if (!isListText(row.tr)) errors[`${list}.${String(index)}.tr`] = listMessage;
        });
      }
      if (values.display_order === '') {
        errors.display_order = t('validation.required', { field: labels.display_order });
      }
      if (isNew) {
        const idError = fieldError(
          informationProjectIdSchema,
          values.project_id,
          labels.project_id,
          ruleMessages[invalidProjectIdMessage],
        );
        if (idError !== null) errors.project_id = idError;
      }
      return errors;
    },
    [labels, issueMessage, ruleMessages, fieldError, isNew, t],
  );
}

const listItemPath =
  /^body\.(access_requirements|process_steps|warnings|notes)\.(\d+)(?:\.(en|tr))?$/;

/**
 * The field errors of a problem answer, keyed by the form's paths: a list
 * item's error lands on its English box (or the language the API named), the
 * contract's rule messages in the interface language.
 */
export function useProjectProblemErrors(
  labels: ProjectFieldLabels,
): (problems: readonly FieldProblem[] | undefined) => Record<string, string> {
  const ruleMessages = useRuleMessages();
  const plainErrors = useProblemFieldErrors(labels);
  return useCallback(
    (problems: readonly FieldProblem[] | undefined) => {
      const plain: FieldProblem[] = [];
      const errors: Record<string, string> = {};
      for (const problem of problems ?? []) {
        const item = listItemPath.exec(problem.field);
        if (item === null) {
          plain.push(problem);
          continue;
        }
        const [, list = '', index = '0', language = 'en'] = item;
        errors[`${list}.${index}.${language}`] = ruleMessages[problem.message] ?? problem.message;
      }
      for (const [field, message] of Object.entries(plainErrors(plain))) {
        errors[field] = ruleMessages[message] ?? message;
      }
      return errors;
    },
    [ruleMessages, plainErrors],
  );
}
