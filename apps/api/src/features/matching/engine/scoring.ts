import type { AnswerLayout, EncodedQuestion } from './encoding';
import {
  compileQuestions,
  compiledSimilarity,
  jaccardSimilarity,
  rankingSimilarity,
  similarityKind,
  type CompiledQuestions,
} from './similarity';

/**
 * The symmetric score of a pair (MATCHING.md "Scoring"): Σ weight × similarity
 * / Σ weight over the scored questions both answered, as an integer
 * 0..10,000; a pair that answered under 80% of the scored questions in common
 * is not eligible. Criteria turn a question to `different` (1 − similarity),
 * change its weight, or make it a `filter` (see eligibility.ts).
 */

export const maxScore = 10_000;
/** The share of the scored questions a pair must both have answered. */
export const minCommonShare = 0.8;

export type CriterionMode = 'similar' | 'different' | 'filter';

export interface Criterion {
  questionId: string;
  mode: CriterionMode;
  /** Defaults to the question's importance. */
  weight?: number;
}

export interface ScoringModel {
  compiled: CompiledQuestions;
  questionIds: readonly string[];
  /** The scored questions (weight > 0, not filters, not short text), with weight and direction. */
  scored: Int32Array;
  weight: Float64Array;
  different: Uint8Array;
  /** The filter questions (must be equal or overlap). */
  filters: Int32Array;
  /** How many scored questions a pair must both have answered. */
  minCommon: number;
}

export function createScoringModel(
  questions: readonly EncodedQuestion[],
  criteria: readonly Criterion[],
  layout: AnswerLayout,
): ScoringModel {
  const byId = new Map(criteria.map((criterion) => [criterion.questionId, criterion]));
  const scored: number[] = [];
  const weights: number[] = [];
  const different: number[] = [];
  const filters: number[] = [];
  const compiled = compileQuestions(questions, layout);
  // Scored in a fixed order, table questions first, then multiple choice, then
  // rankings, so that the fast scorer (pair-scorer.ts) sums in the same order.
  const order = questions
    .map((_, q) => q)
    .sort((a, b) => (compiled.kind[a] ?? 0) - (compiled.kind[b] ?? 0) || a - b);
  for (const q of order) {
    const question = questions[q];
    if (question === undefined) continue;
    const criterion = byId.get(question.id);
    if (criterion?.mode === 'filter') {
      if (question.type === 'short_text')
        throw new RangeError(`A short text question (${question.id}) cannot be a filter`);
      filters.push(q);
      continue;
    }
    const weight = criterion?.weight ?? question.importance;
    if (!Number.isFinite(weight) || weight < 0)
      throw new RangeError(`Question ${question.id} has weight ${weight}`);
    if (question.type === 'short_text' || weight === 0) continue;
    scored.push(q);
    weights.push(weight);
    different.push(criterion?.mode === 'different' ? 1 : 0);
  }
  filters.sort((a, b) => a - b);
  return {
    compiled,
    questionIds: questions.map((question) => question.id),
    scored: Int32Array.from(scored),
    weight: Float64Array.from(weights),
    different: Uint8Array.from(different),
    filters: Int32Array.from(filters),
    minCommon: Math.ceil(minCommonShare * scored.length - 1e-9),
  };
}

/**
 * The symmetric score 0..10,000 of participants i and j, or -1 when they
 * answered too few scored questions in common. The sums run in the model's
 * fixed order for both directions, so score(i, j) === score(j, i) exactly.
 */
export function symmetricScore(
  model: ScoringModel,
  answers: Int32Array,
  i: number,
  j: number,
): number {
  const { compiled, scored, weight, different } = model;
  const { kind, slot, size, tableOffset, table } = compiled;
  const baseA = i * compiled.rowWidth;
  const baseB = j * compiled.rowWidth;
  let common = 0;
  let numerator = 0;
  let denominator = 0;
  for (let index = 0; index < scored.length; index += 1) {
    const q = scored[index] ?? 0;
    const at = slot[q] ?? 0;
    let similarity: number;
    const type = kind[q];
    if (type === similarityKind.table) {
      const a = answers[baseA + at] ?? -1;
      const b = answers[baseB + at] ?? -1;
      if (a < 0 || b < 0) continue;
      similarity = table[(tableOffset[q] ?? 0) + a * (size[q] ?? 0) + b] ?? 0;
    } else if (type === similarityKind.jaccard) {
      const a = answers[baseA + at] ?? -1;
      const b = answers[baseB + at] ?? -1;
      if (a < 0 || b < 0) continue;
      similarity = jaccardSimilarity(a, b);
    } else {
      similarity = rankingSimilarity(answers, baseA + at, baseB + at, size[q] ?? 0);
      if (similarity < 0) continue;
    }
    const w = weight[index] ?? 0;
    common += 1;
    numerator += w * (different[index] ? 1 - similarity : similarity);
    denominator += w;
  }
  if (common < model.minCommon) return -1;
  if (denominator === 0) return 0;
  return Math.min(maxScore, Math.max(0, Math.round((maxScore * numerator) / denominator)));
}

/** One line of an explanation: a question (index) and the pair's similarity on it, 0..10,000. */
export interface ExplanationItem {
  question: number;
  similarity: number;
}

export interface PairExplanation {
  /** Up to three: the largest weight × similarity among similarities ≥ ½ ("you agree on"). */
  agree: ExplanationItem[];
  /** Up to two: the largest weight × (1 − similarity) among similarities < ½ ("you differ on"). */
  differ: ExplanationItem[];
}

export const explanationSizes = { agree: 3, differ: 2 } as const;
const explanationWidth = explanationSizes.agree + explanationSizes.differ;

/**
 * Writes the pair's explanation into `questions` and `similarities` (five
 * slots: three agreements, then two differences; -1 where there is none),
 * without allocating: the all-candidates pass runs it on every kept pair.
 * Ties go to the earlier question.
 */
export function explainPairInto(
  model: ScoringModel,
  answers: Int32Array,
  i: number,
  j: number,
  questions: Int32Array,
  similarities: Int32Array,
  strengths: Float64Array = new Float64Array(explanationWidth),
): void {
  questions.fill(-1, 0, explanationWidth);
  similarities.fill(-1, 0, explanationWidth);
  const { compiled } = model;
  for (let index = 0; index < model.scored.length; index += 1) {
    const q = model.scored[index] ?? 0;
    const similarity = compiledSimilarity(
      compiled,
      answers,
      q,
      i * compiled.rowWidth,
      j * compiled.rowWidth,
    );
    if (similarity < 0) continue;
    const w = model.weight[index] ?? 0;
    const agrees = similarity >= 0.5;
    const start = agrees ? 0 : explanationSizes.agree;
    const end = agrees ? explanationSizes.agree : explanationWidth;
    const strength = agrees ? w * similarity : w * (1 - similarity);
    let at = start;
    // Ties go to the earlier question, whatever the scoring order.
    while (
      at < end &&
      questions[at] !== -1 &&
      ((strengths[at] ?? 0) > strength ||
        ((strengths[at] ?? 0) === strength && (questions[at] ?? 0) < q))
    )
      at += 1;
    if (at === end) continue;
    for (let move = end - 1; move > at; move -= 1) {
      questions[move] = questions[move - 1] ?? -1;
      similarities[move] = similarities[move - 1] ?? -1;
      strengths[move] = strengths[move - 1] ?? 0;
    }
    questions[at] = q;
    similarities[at] = Math.round(maxScore * similarity);
    strengths[at] = strength;
  }
}

/** The pair's explanation as lists (question indexes and similarities 0..10,000). */
export function explainPair(
  model: ScoringModel,
  answers: Int32Array,
  i: number,
  j: number,
): PairExplanation {
  const questions = new Int32Array(explanationWidth);
  const similarities = new Int32Array(explanationWidth);
  explainPairInto(model, answers, i, j, questions, similarities);
  const items = (from: number, to: number): ExplanationItem[] => {
    const list: ExplanationItem[] = [];
    for (let at = from; at < to; at += 1) {
      const question = questions[at] ?? -1;
      if (question >= 0) list.push({ question, similarity: similarities[at] ?? 0 });
    }
    return list;
  };
  return {
    agree: items(0, explanationSizes.agree),
    differ: items(explanationSizes.agree, explanationWidth),
  };
}

/** The concave transform of a score: round(100·√score), still 0..10,000 and integral. */
export function sqrtTransform(score: number): number {
  return Math.round(100 * Math.sqrt(score));
}
