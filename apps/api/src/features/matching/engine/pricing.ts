import { createCandidateLists, offer, unionOfLists } from './candidate-lists';
import { checkCertificate, createDualIndex, type Certificate } from './certificate';
import { canonicalPairs, CanonicalHash } from './input-hash';
import { maxWeightMatching } from './max-weight-matching';
import {
  pairKey,
  PairList,
  transformScore,
  weightFunction,
  type Pair,
  type ScoredPairs,
  type ScoreTransform,
} from './pricing-graph';

/**
 * Sparse-plus-pricing (MATCHING.md "The algorithm", step 5): solve on the
 * candidate graph, check every eligible pair against the duals, add the
 * violators and solve again until none is left. The matching is then optimal
 * over all eligible pairs, and `certified` says so: the graph's certificate
 * holds (primal = dual) and no eligible pair violates the duals.
 *
 * The solver sees the pairs in the canonical order (score, lower id, higher
 * id), so the same input always gives the same matching; among matchings of
 * equal weight that order decides, though not necessarily in favour of the
 * lexicographically first one.
 */

export interface PairScanContext {
  /** Which matching (top-k) and which pricing round of it this scan serves, from 0. */
  matching: number;
  pricingRound: number;
  /** 2·u per vertex after the last solve; +Infinity for a vertex out of the pool. */
  vertexDual2: Float64Array;
  /**
   * The doubled dual a pair would have to beat: vertexDual2[i] + vertexDual2[j]
   * plus the duals of the blossoms holding both (a pair violates when
   * 2·weight exceeds it). O(blossom depth); vertexDual2 alone is a lower bound.
   */
  pairDual2: (i: number, j: number) => number;
  /** pairDual2(i, j) ≥ value, mostly decided in O(1) (see DualIndex.covers). */
  covers: (i: number, j: number, value: number) => boolean;
  /** The solver weight of a pair with this score. */
  weightOf: (i: number, j: number, score: number) => number;
}

/**
 * Streams the eligible pairs: visit(i, j, score) once per unordered pair. It
 * may skip a pair it knows cannot violate: 2·weightOf(i, j, score) ≤
 * pairDual2(i, j), that is covers(i, j, 2·weightOf(i, j, score)).
 */
export type PairScan = (
  context: PairScanContext,
  visit: (i: number, j: number, score: number) => void,
) => void;

export type PricingPhase = 'matching' | 'pricing';

export interface Candidates {
  from: ArrayLike<number>;
  to: ArrayLike<number>;
  score: ArrayLike<number>;
}

export interface PricingInput {
  n: number;
  /**
   * The candidate graph: scored pairs (0..10,000). Without it, one scan keeps
   * each vertex's best `candidatesPerVertex` (default 20) pairs.
   */
  candidates?: Candidates;
  candidatesPerVertex?: number;
  scanPairs: PairScan;
  /** Matched first, their people out of the pool (first matching only). */
  forcedPairs?: readonly Pair[];
  /** The score reported for a forced pair (default: its candidate score, else 0). */
  scoreOf?: (i: number, j: number) => number;
  forbiddenPairs?: readonly Pair[];
  /** Pairs under this score are never edges. */
  minScore?: number;
  transform?: ScoreTransform;
  cardinalityBonus?: number;
  vertexBonus?: ArrayLike<number>;
  /** k successive matchings, each without the pairs already used (default 1). */
  topK?: number;
  /** Safety stop; the result is then not certified (default 30). */
  maxPricingRounds?: number;
  /** The solver's progress (pairs matched of ⌊n/2⌋), per solve. */
  onProgress?: (phase: PricingPhase, done: number, total: number) => void;
}

export interface PricedMatching {
  /** Matched pairs as [lower, higher] flat; forced pairs first. */
  pairs: Int32Array;
  scores: Int32Array;
  forced: Uint8Array;
  mate: Int32Array;
  /** Σ transformed scores of the solver's pairs (no bonuses): the reported objective. */
  objective: number;
  /** Σ raw scores of all pairs, forced included. */
  scoreTotal: number;
  /** The solver's weight (bonuses included), which the certificate proves optimal. */
  weight: number;
  pricingRounds: number;
  edgesAdded: number;
  graphEdges: number;
  violatorsLeft: number;
  certificate: Certificate;
  certified: boolean;
}

export interface PricingResult {
  matchings: PricedMatching[];
  certified: boolean;
  skippedForcedPairs: Pair[];
  inputHash: string;
  timings: { matchingMs: number; pricingMs: number };
}

function validPair(n: number, [i, j]: Pair): boolean {
  return (
    Number.isInteger(i) && Number.isInteger(j) && i >= 0 && j >= 0 && i < n && j < n && i !== j
  );
}

export function hashPricingInput(input: PricingInput): string {
  const candidates = new PairList();
  const given = input.candidates ?? { from: [], to: [], score: [] };
  for (let k = 0; k < given.from.length; k += 1)
    candidates.push(given.from[k] ?? 0, given.to[k] ?? 0, given.score[k] ?? 0);
  const sorted = candidates.sorted();
  return new CanonicalHash()
    .number(input.n)
    .ints(sorted.from)
    .ints(sorted.to)
    .ints(sorted.score)
    .ints(canonicalPairs(input.forcedPairs ?? []))
    .ints(canonicalPairs(input.forbiddenPairs ?? []))
    .json({
      minScore: input.minScore ?? 0,
      transform: input.transform ?? 'linear',
      cardinalityBonus: input.cardinalityBonus ?? 0,
      topK: input.topK ?? 1,
      candidatesPerVertex: input.candidates ? null : (input.candidatesPerVertex ?? 20),
    })
    .numbers(input.vertexBonus ?? [])
    .digest();
}

export function solveWithPricing(input: PricingInput): PricingResult {
  const { n } = input;
  const minScore = input.minScore ?? 0;
  const transform = input.transform ?? 'linear';
  const weightOf = weightFunction({
    transform,
    cardinalityBonus: input.cardinalityBonus ?? 0,
    vertexBonus: input.vertexBonus,
  });
  const excluded = new Set<number>();
  for (const pair of input.forbiddenPairs ?? [])
    if (validPair(n, pair)) excluded.add(pairKey(n, pair[0], pair[1]));
  const candidates = input.candidates ?? candidatesFromScan(input, weightOf, minScore, excluded);

  // Forced pairs: canonical order; a pair that reuses a person or is forbidden is skipped.
  const removed = new Uint8Array(n);
  const forced: Pair[] = [];
  const skippedForcedPairs: Pair[] = [];
  const forcedInOrder = canonicalPairs(
    (input.forcedPairs ?? []).filter((pair) => validPair(n, pair)),
  );
  for (let index = 0; index < forcedInOrder.length; index += 2) {
    const i = forcedInOrder[index] ?? 0;
    const j = forcedInOrder[index + 1] ?? 0;
    if (removed[i] || removed[j] || excluded.has(pairKey(n, i, j))) skippedForcedPairs.push([i, j]);
    else {
      removed[i] = 1;
      removed[j] = 1;
      forced.push([i, j]);
    }
  }
  skippedForcedPairs.push(...(input.forcedPairs ?? []).filter((pair) => !validPair(n, pair)));
  const scoreOf = input.scoreOf ?? candidateScores(n, candidates, forced);

  const timings = { matchingMs: 0, pricingMs: 0 };
  const matchings: PricedMatching[] = [];
  const topK = Math.max(1, Math.floor(input.topK ?? 1));
  for (let round = 0; round < topK; round += 1) {
    const inPool = round === 0 ? removed : new Uint8Array(n);
    const roundForced = round === 0 ? forced : [];
    for (const [i, j] of roundForced) excluded.add(pairKey(n, i, j));
    const matching = solveOneMatching(input, {
      candidates,
      round,
      inPool,
      excluded,
      weightOf,
      minScore,
      timings,
    });
    const pairs: number[] = [];
    const scores: number[] = [];
    const forcedFlags: number[] = [];
    for (const [i, j] of roundForced) {
      pairs.push(i, j);
      scores.push(scoreOf(i, j));
      forcedFlags.push(1);
    }
    pairs.push(...matching.pairs);
    scores.push(...matching.scores);
    forcedFlags.push(...matching.scores.map(() => 0));
    for (let index = 0; index < pairs.length; index += 2)
      excluded.add(pairKey(n, pairs[index] ?? 0, pairs[index + 1] ?? 0));
    const mate = matching.mate;
    for (const [i, j] of roundForced) {
      mate[i] = j;
      mate[j] = i;
    }
    matchings.push({
      ...matching,
      pairs: Int32Array.from(pairs),
      scores: Int32Array.from(scores),
      forced: Uint8Array.from(forcedFlags),
      mate,
      scoreTotal: scores.reduce((sum, score) => sum + score, 0),
      objective: matching.scores.reduce((sum, score) => sum + transformScore(transform, score), 0),
    });
    if (matching.pairs.length === 0 && roundForced.length === 0) break;
  }
  return {
    matchings,
    certified: matchings.every((matching) => matching.certified),
    skippedForcedPairs,
    inputHash: hashPricingInput(input),
    timings,
  };
}

/** Each vertex's best pairs from one full scan, when no candidate graph is given. */
function candidatesFromScan(
  input: PricingInput,
  weightOf: (i: number, j: number, score: number) => number,
  minScore: number,
  excluded: Set<number>,
): Candidates {
  const { n } = input;
  const lists = createCandidateLists(n, Math.max(1, input.candidatesPerVertex ?? 20));
  // Duals of -Infinity: the scan may skip nothing.
  const context: PairScanContext = {
    matching: 0,
    pricingRound: -1,
    vertexDual2: new Float64Array(n).fill(-Infinity),
    pairDual2: () => -Infinity,
    covers: () => false,
    weightOf,
  };
  input.scanPairs(context, (i, j, score) => {
    if (i === j || score < minScore || excluded.has(pairKey(n, i, j))) return;
    offer(lists, i, j, score);
    offer(lists, j, i, score);
  });
  return unionOfLists(lists, n);
}

/** The candidate scores of the forced pairs (0 for a forced pair that is not a candidate). */
function candidateScores(
  n: number,
  candidates: Candidates,
  forced: readonly Pair[],
): (i: number, j: number) => number {
  const scores = new Map(forced.map(([i, j]) => [pairKey(n, i, j), 0]));
  for (let k = 0; k < candidates.from.length; k += 1) {
    const key = pairKey(n, candidates.from[k] ?? 0, candidates.to[k] ?? 0);
    if (scores.has(key)) scores.set(key, candidates.score[k] ?? 0);
  }
  return (i, j) => scores.get(pairKey(n, i, j)) ?? 0;
}

interface RoundContext {
  candidates: Candidates;
  round: number;
  inPool: Uint8Array;
  excluded: Set<number>;
  weightOf: (i: number, j: number, score: number) => number;
  minScore: number;
  timings: { matchingMs: number; pricingMs: number };
}

type SolvedRound = Omit<
  PricedMatching,
  'pairs' | 'scores' | 'forced' | 'scoreTotal' | 'objective'
> & {
  pairs: number[];
  scores: number[];
};

/** One maximum-weight matching over the eligible pairs, by pricing rounds. */
function solveOneMatching(input: PricingInput, context: RoundContext): SolvedRound {
  const { n } = input;
  const { candidates, round, inPool: removed, excluded, weightOf, minScore, timings } = context;
  const edges = new PairList();
  const inGraph = new Set<number>();
  const admit = (i: number, j: number, score: number) => {
    if (i === j || removed[i] || removed[j] || score < minScore) return;
    const key = pairKey(n, i, j);
    if (excluded.has(key) || inGraph.has(key)) return;
    inGraph.add(key);
    edges.push(i, j, score);
  };
  for (let k = 0; k < candidates.from.length; k += 1)
    admit(candidates.from[k] ?? 0, candidates.to[k] ?? 0, candidates.score[k] ?? 0);
  const candidateCount = edges.length;
  const maxRounds = input.maxPricingRounds ?? 30;
  for (let pricingRound = 0; ; pricingRound += 1) {
    const graph: ScoredPairs = edges.sorted();
    const weight = Float64Array.from(graph.score, (score, k) =>
      weightOf(graph.from[k] ?? 0, graph.to[k] ?? 0, score),
    );
    const started = performance.now();
    const result = maxWeightMatching(
      n,
      { from: graph.from, to: graph.to, weight },
      { onProgress: (done, total) => input.onProgress?.('matching', done, total) },
    );
    const scanned = performance.now();
    timings.matchingMs += scanned - started;
    const index = createDualIndex(result.duals);
    const vertexDual2 = Float64Array.from(result.duals.vertexDual2, (value, v) =>
      removed[v] ? Infinity : value,
    );
    const violators = new PairList();
    const seen = new Set<number>();
    const { pairDual2, covers } = index;
    const context = { matching: round, pricingRound, vertexDual2, pairDual2, covers, weightOf };
    input.scanPairs(context, (i, j, score) => {
      if (i === j || removed[i] || removed[j] || score < minScore) return;
      if (index.slack2(i, j, weightOf(i, j, score)) >= 0) return;
      const key = pairKey(n, i, j);
      if (excluded.has(key) || inGraph.has(key) || seen.has(key)) return;
      seen.add(key);
      violators.push(i, j, score);
    });
    timings.pricingMs += performance.now() - scanned;
    if (violators.length === 0 || pricingRound >= maxRounds) {
      const certificate = checkCertificate(n, { from: graph.from, to: graph.to, weight }, result);
      const pairs: number[] = [];
      const scores: number[] = [];
      for (let k = 0; k < graph.from.length; k += 1) {
        const i = graph.from[k] ?? 0;
        const j = graph.to[k] ?? 0;
        if (result.mate[i] === j) {
          pairs.push(i, j);
          scores.push(graph.score[k] ?? 0);
        }
      }
      return {
        pairs,
        scores,
        mate: result.mate,
        weight: result.weight,
        pricingRounds: pricingRound,
        edgesAdded: edges.length - candidateCount,
        graphEdges: edges.length,
        violatorsLeft: violators.length,
        certificate,
        certified: certificate.certified && violators.length === 0,
      };
    }
    for (let k = 0; k < violators.length; k += 1)
      admit(violators.from[k] ?? 0, violators.to[k] ?? 0, violators.score[k] ?? 0);
  }
}
