import { sqrtTransform } from './scoring';

/**
 * The solver's graph in sparse-plus-pricing: scored pairs in the canonical
 * order (score descending, then lower vertex, then higher vertex), so that the
 * same pairs always reach the solver in the same order, and their integer
 * solver weights.
 */

export type Pair = readonly [number, number];
export type ScoreTransform = 'linear' | 'sqrt';

export interface ScoredPairs {
  from: Int32Array;
  to: Int32Array;
  score: Int32Array;
}

/** The key of an unordered pair (exact for n up to 2^26). */
export function pairKey(n: number, i: number, j: number): number {
  return i < j ? i * n + j : j * n + i;
}

/** A growable list of scored pairs kept as lower < higher. */
export class PairList {
  from: number[] = [];
  to: number[] = [];
  score: number[] = [];

  get length(): number {
    return this.from.length;
  }

  push(i: number, j: number, score: number): void {
    this.from.push(Math.min(i, j));
    this.to.push(Math.max(i, j));
    this.score.push(score);
  }

  /** The pairs in canonical order, as typed arrays. */
  sorted(): ScoredPairs {
    const order = Array.from({ length: this.length }, (_, index) => index).sort(
      (a, b) =>
        (this.score[b] ?? 0) - (this.score[a] ?? 0) ||
        (this.from[a] ?? 0) - (this.from[b] ?? 0) ||
        (this.to[a] ?? 0) - (this.to[b] ?? 0),
    );
    return {
      from: Int32Array.from(order, (index) => this.from[index] ?? 0),
      to: Int32Array.from(order, (index) => this.to[index] ?? 0),
      score: Int32Array.from(order, (index) => this.score[index] ?? 0),
    };
  }
}

export interface WeightRule {
  transform: ScoreTransform;
  /** Added to every edge: "match as many people as possible". */
  cardinalityBonus: number;
  /** Added per endpoint: priority for people left unmatched last time. */
  vertexBonus: ArrayLike<number> | undefined;
}

/** The solver weight of a pair: transform(score) + cardinality bonus + both vertex bonuses. */
export function weightFunction(rule: WeightRule): (i: number, j: number, score: number) => number {
  const { cardinalityBonus, vertexBonus } = rule;
  const transform = rule.transform === 'sqrt' ? sqrtTransform : (score: number) => score;
  if (vertexBonus === undefined) return (_i, _j, score) => transform(score) + cardinalityBonus;
  return (i, j, score) =>
    transform(score) + cardinalityBonus + (vertexBonus[i] ?? 0) + (vertexBonus[j] ?? 0);
}

/**
 * The bonus that makes "as many people as possible" strict: with it, one more
 * pair always outweighs any difference in scores (⌊n/2⌋ pairs of at most
 * maxWeight each).
 */
export function lexicographicBonus(n: number, maxWeight: number): number {
  return Math.floor(n / 2) * maxWeight + 1;
}

export function transformScore(transform: ScoreTransform, score: number): number {
  return transform === 'sqrt' ? sqrtTransform(score) : score;
}
