import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  alarmBroadcastBodySchema,
  alarmWriteBodySchema,
  isRemindAtInRange,
  remindAtRangeMessage,
  type FieldProblem,
} from '@campus/contracts';
import { useIssueMessage, useProblemFieldErrors, validateWith } from '../../lib/form-validation';
import {
  toAlarmWriteInput,
  toBroadcastInput,
  type AlarmFormValues,
  type BroadcastFormValues,
} from './form-values';
import { useTexts } from '../../lib/use-texts';

export type AlarmFieldLabels = Readonly<Record<keyof AlarmFormValues, string>>;

const alarmLabelKeys: AlarmFieldLabels = {
  title: 'form.title',
  note: 'form.note',
  remind_at: 'form.remindAt',
  event_id: 'form.event',
  send_email: 'form.sendEmail',
};

/** The labels of the alarm form's fields, also used to word their messages. */
export function useAlarmFieldLabels(): AlarmFieldLabels {
  return useTexts('alarms', alarmLabelKeys);
}

function useRuleMessages() {
  const { t } = useTranslation('alarms');
  return useMemo(
    () => ({
      'remind_at must be a date and time': t('form.remindAtFormat'),
      [remindAtRangeMessage]: t('form.remindAtRange'),
      'event_id must name an existing event': t('form.eventUnknown'),
    }),
    [t],
  );
}

/** The time rule checked in the browser too: at least 1 minute and at most 1 year ahead. */
function rangeError(iso: string, message: string): Record<string, string> {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || isRemindAtInRange(date, new Date())) return {};
  return { remind_at: message };
}

/** Checks the alarm form with the contract, then the time rule, in the interface language. */
export function useAlarmValidation(
  labels: Readonly<Record<string, string>>,
): (values: AlarmFormValues) => Record<string, string> {
  const ruleMessages = useRuleMessages();
  const issueMessage = useIssueMessage(ruleMessages);
  return useCallback(
    (values: AlarmFormValues) => {
      const input = toAlarmWriteInput(values);
      return {
        ...rangeError(input.remind_at, ruleMessages[remindAtRangeMessage]),
        ...validateWith(alarmWriteBodySchema, input, labels, issueMessage),
      };
    },
    [labels, issueMessage, ruleMessages],
  );
}

/** Checks the broadcast form: a time is optional, and when given it follows the alarm rule. */
export function useBroadcastValidation(
  labels: Readonly<Record<string, string>>,
): (values: BroadcastFormValues) => Record<string, string> {
  const ruleMessages = useRuleMessages();
  const issueMessage = useIssueMessage(ruleMessages);
  return useCallback(
    (values: BroadcastFormValues) => {
      const input = toBroadcastInput(values);
      return {
        ...(typeof input.remind_at === 'string'
          ? rangeError(input.remind_at, ruleMessages[remindAtRangeMessage])
          : {}),
        ...validateWith(alarmBroadcastBodySchema, input, labels, issueMessage),
      };
    },
    [labels, issueMessage, ruleMessages],
  );
}

/** The API's field problems, with the alarm rules in the interface language. */
export function useAlarmProblemErrors(
  labels: Readonly<Record<string, string>>,
): (problems: readonly FieldProblem[] | undefined) => Record<string, string> {
  const ruleMessages = useRuleMessages();
  const generic = useProblemFieldErrors(labels);
  return useCallback(
    (problems: readonly FieldProblem[] | undefined) => {
      const errors = generic(problems);
      for (const [field, message] of Object.entries(errors)) {
        const translated = (ruleMessages as Record<string, string | undefined>)[message];
        if (translated !== undefined) errors[field] = translated;
      }
      return errors;
    },
    [generic, ruleMessages],
  );
}
