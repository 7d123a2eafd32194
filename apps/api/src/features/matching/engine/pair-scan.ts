import {
  isPhysicallyEligible,
  passesFilterCriteria,
  type EligibilityRules,
  type EncodedPhysicals,
} from './eligibility';
import { blendScores, evaluatePreferences, type PreferenceModel } from './preferences';
import type { PairScan } from './pricing';
import type { ScoringModel } from './scoring';
import {
  closeCandidateLists,
  createCandidateLists,
  offer,
  type CandidateLists,
} from './candidate-lists';

/**
 * The all-pairs loops of a calculation: the scoring pass that keeps each
 * person's top m candidates, and the pricing scan. Both walk the pairs i < j
 * row by row and skip excluded pairs (blocked, earlier partners, forbidden)
 * with a pointer into each row's sorted exclusion list.
 */

export interface PairRules {
  n: number;
  model: ScoringModel;
  answers: Int32Array;
  physicals: EncodedPhysicals;
  rules: EligibilityRules;
  preferences: PreferenceModel | undefined;
  preferenceShare: number;
  /** symmetricScore of the model, prepared for speed (pair-scorer.ts). */
  scorePair: (i: number, j: number) => number;
  /** Row i's excluded partners j > i, sorted: exclusions[exclusionStart[i] .. exclusionStart[i + 1]). */
  exclusionStart: Int32Array;
  exclusions: Int32Array;
}

/** Builds the rows' sorted exclusion lists from pairs of indexes. */
export function buildExclusions(
  n: number,
  pairs: readonly (readonly [number, number])[],
): { exclusionStart: Int32Array; exclusions: Int32Array } {
  const counts = new Int32Array(n + 1);
  for (const [a, b] of pairs) {
    const low = Math.min(a, b);
    counts[low + 1] = (counts[low + 1] ?? 0) + 1;
  }
  for (let i = 0; i < n; i += 1) counts[i + 1] = (counts[i + 1] ?? 0) + (counts[i] ?? 0);
  const fill = counts.slice(0, n);
  const exclusions = new Int32Array(counts[n] ?? 0);
  for (const [a, b] of pairs) {
    const low = Math.min(a, b);
    exclusions[fill[low] ?? 0] = Math.max(a, b);
    fill[low] = (fill[low] ?? 0) + 1;
  }
  for (let i = 0; i < n; i += 1) exclusions.subarray(counts[i], counts[i + 1]).sort();
  return { exclusionStart: counts, exclusions };
}

/** The pair's score 0..10,000, or -1 when a filter fails or they answered too little in common. */
export function evaluatePair(rules: PairRules, i: number, j: number): number {
  if (!isPhysicallyEligible(rules.physicals, rules.rules, i, j)) return -1;
  if (rules.model.filters.length > 0 && !passesFilterCriteria(rules.model, rules.answers, i, j))
    return -1;
  const symmetric = rules.scorePair(i, j);
  if (symmetric < 0 || rules.preferences === undefined) return symmetric;
  const outcome = evaluatePreferences(
    rules.preferences,
    rules.answers,
    rules.model.compiled.rowWidth,
    i,
    j,
  );
  if (!outcome.eligible) return -1;
  return blendScores(symmetric, outcome.score, rules.preferenceShare);
}

/**
 * Scores every pair i < j once: counts the eligible ones and keeps each
 * person's best m at or above the minimum score.
 */
export function scoreAllPairs(
  rules: PairRules,
  m: number,
  minScore: number,
  onProgress: (done: number, total: number) => void,
): CandidateLists {
  const { n, exclusionStart, exclusions } = rules;
  const lists = createCandidateLists(n, m);
  const total = (n * (n - 1)) / 2;
  let done = 0;
  let eligible = 0;
  for (let i = 0; i < n; i += 1) {
    let next = exclusionStart[i] ?? 0;
    const last = exclusionStart[i + 1] ?? 0;
    for (let j = i + 1; j < n; j += 1) {
      while (next < last && (exclusions[next] ?? 0) < j) next += 1;
      if (next < last && exclusions[next] === j) continue;
      const score = evaluatePair(rules, i, j);
      if (score < 0) continue;
      eligible += 1;
      if (score < minScore) continue;
      offer(lists, i, j, score);
      offer(lists, j, i, score);
    }
    done += n - 1 - i;
    onProgress(done, total);
  }
  lists.eligiblePairs = eligible;
  closeCandidateLists(lists, n);
  return lists;
}

/**
 * The pricing scan: every eligible pair that could violate the duals. A pair
 * outside the candidate lists scores at most min(bound[i], bound[j]), so it is
 * skipped unscored when even that score could not violate.
 */
export function createPricingScan(
  rules: PairRules,
  bound: Int32Array,
  onProgress: (done: number, total: number) => void,
): PairScan {
  const { n, exclusionStart, exclusions } = rules;
  return (context, visit) => {
    const { vertexDual2, covers, weightOf } = context;
    let done = 0;
    const total = (n * (n - 1)) / 2;
    for (let i = 0; i < n; i += 1) {
      const boundI = bound[i] ?? -1;
      const dualI = vertexDual2[i] ?? 0;
      done += n - 1 - i;
      if (boundI < 0 || dualI === Infinity) continue;
      let next = exclusionStart[i] ?? 0;
      const last = exclusionStart[i + 1] ?? 0;
      for (let j = i + 1; j < n; j += 1) {
        const boundJ = bound[j] ?? -1;
        if (boundJ < 0) continue;
        const limit2 = 2 * weightOf(i, j, boundI < boundJ ? boundI : boundJ);
        if (limit2 <= dualI + (vertexDual2[j] ?? 0) || covers(i, j, limit2)) continue;
        while (next < last && (exclusions[next] ?? 0) < j) next += 1;
        if (next < last && exclusions[next] === j) continue;
        const score = evaluatePair(rules, i, j);
        if (score >= 0) visit(i, j, score);
      }
      if ((i & 63) === 0) onProgress(done, total);
    }
    onProgress(total, total);
  };
}
