import { maxScore } from './scoring';

/**
 * The figures shown on a calculation (MATCHING.md "The algorithm", step 8):
 * score summary and histogram, matched and unmatched per group, blocking
 * pairs, the greedy stable matching for comparison, and the leftovers.
 */

export interface ScoreSummary {
  count: number;
  min: number;
  /** Nearest-rank percentiles. */
  p10: number;
  median: number;
  mean: number;
}

export interface HistogramBin {
  /** Scores from `from` up to, not including, `to` (the last bin includes 10,000). */
  from: number;
  to: number;
  count: number;
}

export interface GroupCount {
  group: string;
  label: string;
  matched: number;
  unmatched: number;
}

export interface MatchingSummary {
  pairs: number;
  matchedParticipants: number;
  scoreTotal: number;
}

export interface MatchingMetrics {
  scores: ScoreSummary | null;
  histogram: HistogramBin[];
  groups: GroupCount[];
  /** Candidate pairs whose two people both prefer each other to their partners. */
  blockingPairs: number;
  optimal: MatchingSummary;
  /** Greedy stable matching on the same candidate pairs (forced pairs kept). */
  greedy: MatchingSummary;
  /** The participants (indexes) left unmatched. */
  leftovers: number[];
}

export interface MetricsInput {
  n: number;
  /** The matching's pairs, flat [i, j, …], and their scores. */
  pairs: Int32Array;
  scores: Int32Array;
  /** Pairs fixed before matching (forced), flat, kept in the greedy comparison too. */
  fixedPairs: Int32Array;
  /** The candidate pairs with scores. */
  candidates: { from: Int32Array; to: Int32Array; score: Int32Array };
  groups?: readonly { name: string; labels: readonly string[] }[];
  histogramBins?: number;
}

function nearestRank(sorted: Int32Array, share: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index] ?? 0;
}

export function summarizeScores(scores: Int32Array): ScoreSummary | null {
  if (scores.length === 0) return null;
  const sorted = Int32Array.from(scores).sort();
  const total = sorted.reduce((sum, score) => sum + score, 0);
  return {
    count: sorted.length,
    min: sorted[0] ?? 0,
    p10: nearestRank(sorted, 0.1),
    median: nearestRank(sorted, 0.5),
    mean: total / sorted.length,
  };
}

export function histogramOf(scores: Int32Array, bins: number): HistogramBin[] {
  const width = maxScore / bins;
  const histogram = Array.from({ length: bins }, (_, bin) => ({
    from: Math.round(bin * width),
    to: Math.round((bin + 1) * width),
    count: 0,
  }));
  for (const score of scores) {
    const bin = histogram[Math.min(bins - 1, Math.floor(score / width))];
    if (bin) bin.count += 1;
  }
  return histogram;
}

/** Each person's partner score in the matching, -1 when unmatched. */
function partnerScores(n: number, pairs: Int32Array, scores: Int32Array): Int32Array {
  const partner = new Int32Array(n).fill(-1);
  for (let k = 0; k < scores.length; k += 1) {
    partner[pairs[2 * k] ?? 0] = scores[k] ?? 0;
    partner[pairs[2 * k + 1] ?? 0] = scores[k] ?? 0;
  }
  return partner;
}

export function countBlockingPairs(
  n: number,
  pairs: Int32Array,
  scores: Int32Array,
  candidates: MetricsInput['candidates'],
): number {
  const partnerScore = partnerScores(n, pairs, scores);
  const mate = new Int32Array(n).fill(-1);
  for (let k = 0; k < scores.length; k += 1) {
    mate[pairs[2 * k] ?? 0] = pairs[2 * k + 1] ?? 0;
    mate[pairs[2 * k + 1] ?? 0] = pairs[2 * k] ?? 0;
  }
  let blocking = 0;
  for (let k = 0; k < candidates.from.length; k += 1) {
    const i = candidates.from[k] ?? 0;
    const j = candidates.to[k] ?? 0;
    const score = candidates.score[k] ?? 0;
    if (mate[i] === j) continue;
    if (score > (partnerScore[i] ?? -1) && score > (partnerScore[j] ?? -1)) blocking += 1;
  }
  return blocking;
}

/** The greedy stable matching: best pair first (ties: lower, then higher index). */
export function greedyMatching(
  n: number,
  fixedPairs: Int32Array,
  candidates: MetricsInput['candidates'],
): { pairs: Int32Array; scores: Int32Array } {
  const taken = new Uint8Array(n);
  for (const person of fixedPairs) taken[person] = 1;
  const order = Array.from({ length: candidates.from.length }, (_, k) => k).sort(
    (a, b) =>
      (candidates.score[b] ?? 0) - (candidates.score[a] ?? 0) ||
      (candidates.from[a] ?? 0) - (candidates.from[b] ?? 0) ||
      (candidates.to[a] ?? 0) - (candidates.to[b] ?? 0),
  );
  const pairs: number[] = [];
  const scores: number[] = [];
  for (const k of order) {
    const i = candidates.from[k] ?? 0;
    const j = candidates.to[k] ?? 0;
    if (taken[i] || taken[j]) continue;
    taken[i] = 1;
    taken[j] = 1;
    pairs.push(i, j);
    scores.push(candidates.score[k] ?? 0);
  }
  return { pairs: Int32Array.from(pairs), scores: Int32Array.from(scores) };
}

function summaryOf(scores: Int32Array, extraPairs: number, extraScore: number): MatchingSummary {
  const pairs = scores.length + extraPairs;
  return {
    pairs,
    matchedParticipants: 2 * pairs,
    scoreTotal: scores.reduce((sum, score) => sum + score, 0) + extraScore,
  };
}

export function groupCounts(
  n: number,
  matched: Uint8Array,
  groups: MetricsInput['groups'],
): GroupCount[] {
  const counts: GroupCount[] = [];
  for (const group of groups ?? []) {
    if (group.labels.length !== n) throw new RangeError(`Group ${group.name} needs ${n} labels`);
    const byLabel = new Map<string, GroupCount>();
    group.labels.forEach((label, person) => {
      let entry = byLabel.get(label);
      if (entry === undefined) {
        entry = { group: group.name, label, matched: 0, unmatched: 0 };
        byLabel.set(label, entry);
      }
      if (matched[person]) entry.matched += 1;
      else entry.unmatched += 1;
    });
    counts.push(
      ...[...byLabel.values()].sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)),
    );
  }
  return counts;
}

export function computeMetrics(input: MetricsInput): MatchingMetrics {
  const { n, pairs, scores, fixedPairs, candidates } = input;
  const matched = new Uint8Array(n);
  for (const person of pairs) matched[person] = 1;
  const leftovers: number[] = [];
  for (let person = 0; person < n; person += 1) if (!matched[person]) leftovers.push(person);
  const fixedCount = fixedPairs.length / 2;
  const fixedScore = partnerScores(n, pairs, scores);
  let fixedTotal = 0;
  for (let k = 0; k < fixedCount; k += 1) fixedTotal += fixedScore[fixedPairs[2 * k] ?? 0] ?? 0;
  const greedy = greedyMatching(n, fixedPairs, candidates);
  return {
    scores: summarizeScores(scores),
    histogram: histogramOf(scores, input.histogramBins ?? 10),
    groups: groupCounts(n, matched, input.groups),
    blockingPairs: countBlockingPairs(n, pairs, scores, candidates),
    optimal: summaryOf(scores, 0, 0),
    greedy: summaryOf(greedy.scores, fixedCount, fixedTotal),
    leftovers,
  };
}
