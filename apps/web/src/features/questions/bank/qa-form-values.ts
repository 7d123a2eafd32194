import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  qaEntryRuleProblems,
  qaEntryWriteBodySchema,
  questionMessages,
  type FieldProblem,
  type QaEntry,
  type QaEntryWriteInput,
  type QaStatus,
} from '@campus/contracts';
import { useIssueMessage, useProblemFieldErrors, validateWith } from '../../../lib/form-validation';

/** What the Q&A entry form holds; the group and the order as the inputs' texts. */
export interface QaFormValues {
  group_id: string;
  status: QaStatus;
  order: string | number;
  author: string;
  question_en: string;
  question_tr: string;
  answer_en: string;
  answer_tr: string;
}

export function newQaValues(groupId: number | undefined): QaFormValues {
  return {
    group_id: groupId === undefined ? '' : String(groupId),
    status: 'pending',
    order: '',
    author: '',
    question_en: '',
    question_tr: '',
    answer_en: '',
    answer_tr: '',
  };
}

export function toQaFormValues(entry: QaEntry): QaFormValues {
  return {
    group_id: String(entry.group_id),
    status: entry.status,
    order: entry.order,
    author: entry.author,
    question_en: entry.question_en,
    question_tr: entry.question_tr,
    answer_en: entry.answer_en,
    answer_tr: entry.answer_tr,
  };
}

export function toQaInput(values: QaFormValues): Partial<QaEntryWriteInput> {
  const order = typeof values.order === 'number' ? values.order : values.order.trim();
  return {
    ...(values.group_id === '' ? {} : { group_id: Number(values.group_id) }),
    status: values.status,
    order: order === '' ? null : Number(order),
    author: values.author,
    question_en: values.question_en,
    question_tr: values.question_tr,
    answer_en: values.answer_en,
    answer_tr: values.answer_tr,
  };
}

export function sameQaValues(left: QaFormValues, right: QaFormValues): boolean {
  return (Object.keys(left) as (keyof QaFormValues)[]).every(
    (key) => String(left[key]) === String(right[key]),
  );
}

export type QaFieldLabels = Readonly<Record<keyof QaFormValues, string>>;

export function useQaFieldLabels(): QaFieldLabels {
  const { t } = useTranslation('questions');
  return useMemo(
    () => ({
      group_id: t('bank.form.group'),
      status: t('bank.form.status'),
      order: t('bank.form.order'),
      author: t('bank.form.author'),
      question_en: t('bank.form.questionEn'),
      question_tr: t('bank.form.questionTr'),
      answer_en: t('bank.form.answerEn'),
      answer_tr: t('bank.form.answerTr'),
    }),
    [t],
  );
}

/** The SPEC sentences of the bank's rules in the interface language. */
function useRuleMessages(): Readonly<Record<string, string>> {
  const { t } = useTranslation('questions');
  const { t: tCommon } = useTranslation('common');
  return useMemo(
    () => ({
      [questionMessages.questionBothLanguages]: tCommon('validation.questionBothLanguages'),
      [questionMessages.authorRequired]: tCommon('validation.authorRequired'),
      [questionMessages.orderPositive]: tCommon('validation.orderPositive'),
      [questionMessages.groupId]: tCommon('validation.groupId'),
      [questionMessages.answeredNeedsAnswers]: t('bank.form.answeredNeedsAnswers'),
    }),
    [t, tCommon],
  );
}

/**
 * Checks the form with the contract (`qaEntryWriteBodySchema`) and the
 * bank's cross-field rules (`qaEntryRuleProblems`), with the SPEC messages.
 */
export function useQaValidation(
  labels: QaFieldLabels,
): (values: QaFormValues) => Record<string, string> {
  const ruleMessages = useRuleMessages();
  const issueMessage = useIssueMessage(ruleMessages);
  return useCallback(
    (values: QaFormValues) => {
      const input = toQaInput(values);
      const errors = validateWith(qaEntryWriteBodySchema, input, labels, issueMessage);
      for (const problem of qaEntryRuleProblems({
        question_en: values.question_en,
        question_tr: values.question_tr,
        answer_en: values.answer_en,
        answer_tr: values.answer_tr,
        author: values.author,
        status: values.status,
      })) {
        errors[problem.field] ??= ruleMessages[problem.message] ?? problem.message;
      }
      return errors;
    },
    [labels, issueMessage, ruleMessages],
  );
}

/** The field errors of a problem answer, with the bank's rule sentences translated. */
export function useQaProblemErrors(
  labels: QaFieldLabels,
): (problems: readonly FieldProblem[] | undefined) => Record<string, string> {
  const ruleMessages = useRuleMessages();
  const problemFieldErrors = useProblemFieldErrors(labels);
  return useCallback(
    (problems: readonly FieldProblem[] | undefined) => {
      const errors = problemFieldErrors(problems);
      for (const [field, message] of Object.entries(errors))
        errors[field] = ruleMessages[message] ?? message;
      return errors;
    },
    [problemFieldErrors, ruleMessages],
  );
}
