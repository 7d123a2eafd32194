import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { qbTakeMessages, type QbTakeQuestion } from '@campus/contracts';
import { ProblemError } from '../../lib/problem-error';
import { useErrorMessage } from '../../lib/use-error-message';

/** The reader's language: 'tr' shows the `*_tr` texts, anything else the English ones. */
export function useIsTurkish(): boolean {
  const { i18n } = useTranslation('quizzes');
  return i18n.language.startsWith('tr');
}

/** Picks the text of the reader's language from an `_en`/`_tr` pair. */
export function pick(turkish: boolean, en: string, tr: string): string {
  return turkish ? tr : en;
}

/** A draft answer: what the inputs hold before and after it is saved. */
export interface DraftAnswer {
  option_ids: string[];
  scale_value: number | null;
  text_value: string | null;
}

export const emptyDraft: DraftAnswer = { option_ids: [], scale_value: null, text_value: null };

/** Whether a draft holds an answer at all. */
export function isAnswered(draft: DraftAnswer | undefined): boolean {
  if (draft === undefined) return false;
  return (
    draft.option_ids.length > 0 ||
    draft.scale_value !== null ||
    (draft.text_value !== null && draft.text_value.trim() !== '')
  );
}

/** An answer as one line of text, in the reader's language (null when there is none). */
export function useAnswerText(): (
  question: QbTakeQuestion,
  draft: DraftAnswer | undefined,
) => string | null {
  const { t } = useTranslation('quizzes');
  const turkish = useIsTurkish();
  return useCallback(
    (question, draft) => {
      if (draft === undefined || !isAnswered(draft)) return null;
      if (question.type === 'scale') {
        return t('answer.scaleValue', {
          value: String(draft.scale_value ?? ''),
          max: String(question.scale_max ?? ''),
        });
      }
      if (question.type === 'short_text') return draft.text_value;
      const texts = draft.option_ids.map((optionId) => {
        const option = question.options.find((candidate) => candidate.option_id === optionId);
        return option === undefined ? optionId : pick(turkish, option.text_en, option.text_tr);
      });
      if (question.type === 'ranking') {
        return texts.map((text, index) => `${String(index + 1)}. ${text}`).join(', ');
      }
      return texts.join(', ');
    },
    [t, turkish],
  );
}

const messageKeys: ReadonlyMap<string, string> = new Map(
  Object.entries(qbTakeMessages).map(([key, message]) => [message, key]),
);
const unansweredPattern = /^Answer every question first: (\d+) (?:is|are) left$/;

/**
 * The sentence for a failed save or completion: the API's message of the
 * field (or its detail) in the reader's language when it is one of the
 * quiz messages, else the shared wording of the failure.
 */
export function useQuizErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('quizzes');
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof ProblemError)) return errorMessage(error);
      const message = error.problem.errors?.[0]?.message ?? error.problem.detail;
      const key = messageKeys.get(message);
      if (key !== undefined) return t(`server.${key}`);
      const unanswered = unansweredPattern.exec(message);
      if (unanswered !== null) return t('server.unanswered', { count: Number(unanswered[1]) });
      return message;
    },
    [t, errorMessage],
  );
}
