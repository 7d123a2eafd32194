import type { CalculationInput, ExplanationEntry } from './calculation-types';
import { failingFilters, passesFilterCriteria, type FilterName } from './eligibility';
import { answerLayoutOf } from './encoding';
import { blendScores, createPreferenceModel, evaluatePreferences } from './preferences';
import { createScoringModel, explainPair, symmetricScore } from './scoring';

/**
 * One pair's figures for the admin's "add a pair" form (MATCHING.md "Pair"):
 * the score a calculation would give it, its explanation, and every filter it
 * fails. The input may hold just the two people (same questions, criteria,
 * rules and settings as the round).
 */
export interface PairPreview {
  /** The pair's score 0..10,000 as a calculation scores it, or -1 when not comparable. */
  score: number;
  /** The symmetric score alone (-1: under 80% of the questions in common). */
  symmetricScore: number;
  satisfactionAB: number | null;
  satisfactionBA: number | null;
  agree: ExplanationEntry[];
  differ: ExplanationEntry[];
  /** Physical filters and round rules that fail, both ways. */
  failingFilters: FilterName[];
  /** False when a filter question differs. */
  passesFilterQuestions: boolean;
  /** False when a mandatory two-sided preference refuses the other person. */
  passesMandatoryPreferences: boolean;
}

export function previewPair(input: CalculationInput, a: string, b: string): PairPreview {
  const i = input.participantIds.indexOf(a);
  const j = input.participantIds.indexOf(b);
  if (i < 0 || j < 0 || i === j) throw new RangeError('Both people must be distinct participants');
  const layout = answerLayoutOf(input.questions);
  const model = createScoringModel(input.questions, input.criteria, layout);
  const symmetric = symmetricScore(model, input.answers, i, j);
  const outcome =
    input.preferences &&
    evaluatePreferences(
      createPreferenceModel(
        input.preferences,
        input.questions,
        layout.slot,
        input.participantIds.length,
      ),
      input.answers,
      layout.rowWidth,
      i,
      j,
    );
  const share = input.preferences === undefined ? 0 : (input.settings.preferenceShare ?? 0.5);
  const explanation = explainPair(model, input.answers, i, j);
  const entries = (items: typeof explanation.agree): ExplanationEntry[] =>
    items.map((item) => ({
      questionId: input.questions[item.question]?.id ?? '',
      similarity: item.similarity,
    }));
  const satisfaction = (value: number | undefined) =>
    value === undefined || value < 0 ? null : value;
  return {
    score: symmetric < 0 ? -1 : blendScores(symmetric, outcome?.score ?? -1, share),
    symmetricScore: symmetric,
    satisfactionAB: satisfaction(outcome?.satisfactionAB),
    satisfactionBA: satisfaction(outcome?.satisfactionBA),
    agree: entries(explanation.agree),
    differ: entries(explanation.differ),
    failingFilters: failingFilters(input.physicals, input.rules, i, j),
    passesFilterQuestions: passesFilterCriteria(model, input.answers, i, j),
    passesMandatoryPreferences: outcome?.eligible ?? true,
  };
}
