import type { MatchExplanationEntry } from '@campus/contracts';
import type { MatchExplanationValue } from './matches.repository';
import type { Questionnaire, QuestionnaireAnswer, QuestionnaireQuestion } from './matching-ports';

type Language = 'en' | 'tr';

/**
 * "You agree on" and "you differ on", rendered at read time in the reader's
 * language with both people's answers. Short-text answers are never shown.
 */

function renderAnswer(
  question: QuestionnaireQuestion,
  answer: QuestionnaireAnswer | undefined,
  language: Language,
): string | null {
  if (answer === undefined || question.type === 'short_text') return null;
  if (question.type === 'scale')
    return answer.scaleValue === null
      ? null
      : `${String(answer.scaleValue)}/${String(question.scaleMax ?? 5)}`;
  const texts = answer.optionIds.flatMap((optionId) => {
    const option = question.options.find((candidate) => candidate.optionId === optionId);
    return option === undefined ? [] : [option.text[language]];
  });
  if (texts.length === 0) return null;
  return texts.join(question.type === 'ranking' ? ' › ' : ', ');
}

export function createExplanationRenderer(questionnaire: Questionnaire) {
  return {
    /**
     * Renders a stored explanation for two people: `answer_a` is `first`'s
     * answer, `answer_b` is `second`'s (a reader sees their own first).
     */
    async renderExplanation(
      bundleId: string,
      explanation: MatchExplanationValue,
      first: string,
      second: string,
      language: Language,
    ): Promise<{ agree: MatchExplanationEntry[]; differ: MatchExplanationEntry[] }> {
      const entries = [...explanation.agree, ...explanation.differ];
      if (entries.length === 0) return { agree: [], differ: [] };
      const { questions } = await questionnaire.findBundleQuestions(bundleId);
      const byId = new Map(questions.map((question) => [question.questionId, question]));
      const wanted = new Set(entries.map((entry) => entry.question_id));
      const quizIds = [
        ...new Set(
          questions
            .filter((question) => wanted.has(question.questionId))
            .map((question) => question.quizId),
        ),
      ];
      const answers = new Map<string, QuestionnaireAnswer>();
      for (const quizId of quizIds)
        await questionnaire.forEachQuizAnswers(quizId, [first, second], (batch) => {
          for (const answer of batch)
            if (wanted.has(answer.questionId))
              answers.set(`${answer.userId}:${answer.questionId}`, answer);
        });
      const render = (items: MatchExplanationValue['agree']): MatchExplanationEntry[] =>
        items.flatMap((item) => {
          const question = byId.get(item.question_id);
          if (question === undefined) return [];
          return [
            {
              question_id: item.question_id,
              question: question.text[language],
              similarity_percent: Math.round(item.similarity / 100),
              answer_a: renderAnswer(
                question,
                answers.get(`${first}:${item.question_id}`),
                language,
              ),
              answer_b: renderAnswer(
                question,
                answers.get(`${second}:${item.question_id}`),
                language,
              ),
            },
          ];
        });
      return { agree: render(explanation.agree), differ: render(explanation.differ) };
    },
  };
}

export type ExplanationRenderer = ReturnType<typeof createExplanationRenderer>;

/** A stored explanation from the engine's entries (question ids and similarities 0..10,000). */
export function explanationOf(value: {
  agree: readonly { questionId: string; similarity: number }[];
  differ: readonly { questionId: string; similarity: number }[];
}): MatchExplanationValue {
  return {
    agree: value.agree.map((entry) => ({
      question_id: entry.questionId,
      similarity: entry.similarity,
    })),
    differ: value.differ.map((entry) => ({
      question_id: entry.questionId,
      similarity: entry.similarity,
    })),
  };
}

/** The stored form of a jsonb explanation read back (anything else reads as empty). */
export function storedExplanationOf(value: unknown): MatchExplanationValue {
  const list = (items: unknown) =>
    Array.isArray(items)
      ? items.flatMap((item: unknown) => {
          if (typeof item !== 'object' || item === null) return [];
          const { question_id: questionId, similarity } = item as Record<string, unknown>;
          return typeof questionId === 'string' && typeof similarity === 'number'
            ? [{ question_id: questionId, similarity }]
            : [];
        })
      : [];
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  return { agree: list(record.agree), differ: list(record.differ) };
}
