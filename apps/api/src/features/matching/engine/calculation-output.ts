import type { CalculationInput, CalculationMatch, CandidatePairs } from './calculation-types';
import type { PairRules } from './pair-scan';
import { evaluatePreferences } from './preferences';
import { explainPairInto, explanationSizes } from './scoring';

/** The calculation's output records: candidate pairs and matches with their explanations. */

const explanationWidth = explanationSizes.agree + explanationSizes.differ;

/** The candidate pairs with satisfactions and explanations, as typed arrays. */
export function describeCandidates(
  rules: PairRules,
  graph: { from: Int32Array; to: Int32Array; score: Int32Array },
): CandidatePairs {
  const count = graph.from.length;
  const pairs: CandidatePairs = {
    a: graph.from,
    b: graph.to,
    score: graph.score,
    satisfactionAB: new Int32Array(count).fill(-1),
    satisfactionBA: new Int32Array(count).fill(-1),
    agreeQuestion: new Int32Array(count * explanationSizes.agree),
    agreeSimilarity: new Int32Array(count * explanationSizes.agree),
    differQuestion: new Int32Array(count * explanationSizes.differ),
    differSimilarity: new Int32Array(count * explanationSizes.differ),
  };
  const questions = new Int32Array(explanationWidth);
  const similarities = new Int32Array(explanationWidth);
  const strengths = new Float64Array(explanationWidth);
  for (let k = 0; k < count; k += 1) {
    const i = graph.from[k] ?? 0;
    const j = graph.to[k] ?? 0;
    explainPairInto(rules.model, rules.answers, i, j, questions, similarities, strengths);
    pairs.agreeQuestion.set(
      questions.subarray(0, explanationSizes.agree),
      k * explanationSizes.agree,
    );
    pairs.agreeSimilarity.set(
      similarities.subarray(0, explanationSizes.agree),
      k * explanationSizes.agree,
    );
    pairs.differQuestion.set(
      questions.subarray(explanationSizes.agree),
      k * explanationSizes.differ,
    );
    pairs.differSimilarity.set(
      similarities.subarray(explanationSizes.agree),
      k * explanationSizes.differ,
    );
    if (rules.preferences) {
      const outcome = evaluatePreferences(
        rules.preferences,
        rules.answers,
        rules.model.compiled.rowWidth,
        i,
        j,
      );
      pairs.satisfactionAB[k] = outcome.satisfactionAB;
      pairs.satisfactionBA[k] = outcome.satisfactionBA;
    }
  }
  return pairs;
}

export function describeMatches(
  rules: PairRules,
  ids: readonly string[],
  input: CalculationInput,
  matching: { pairs: Int32Array; scores: Int32Array; forced: Uint8Array },
  rank: number,
): CalculationMatch[] {
  const questions = new Int32Array(explanationWidth);
  const similarities = new Int32Array(explanationWidth);
  const entries = (from: number, to: number) => {
    const list: CalculationMatch['agree'] = [];
    for (let at = from; at < to; at += 1) {
      const question = questions[at] ?? -1;
      if (question >= 0)
        list.push({
          questionId: input.questions[question]?.id ?? '',
          similarity: similarities[at] ?? 0,
        });
    }
    return list;
  };
  return Array.from(matching.scores, (score, k) => {
    const i = matching.pairs[2 * k] ?? 0;
    const j = matching.pairs[2 * k + 1] ?? 0;
    explainPairInto(rules.model, rules.answers, i, j, questions, similarities);
    const outcome =
      rules.preferences &&
      evaluatePreferences(rules.preferences, rules.answers, rules.model.compiled.rowWidth, i, j);
    const satisfaction = (value: number | undefined) =>
      value === undefined || value < 0 ? null : value;
    return {
      a: ids[i] ?? '',
      b: ids[j] ?? '',
      score,
      forced: matching.forced[k] === 1,
      rank,
      satisfactionAB: satisfaction(outcome?.satisfactionAB),
      satisfactionBA: satisfaction(outcome?.satisfactionBA),
      agree: entries(0, explanationSizes.agree),
      differ: entries(explanationSizes.agree, explanationWidth),
    };
  });
}
