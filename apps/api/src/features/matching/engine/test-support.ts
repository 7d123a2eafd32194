import type { Random } from '../../../platform/seeded-random';
import type { MatchingEdges } from './max-weight-matching';

/**
 * Helpers for the engine's tests and benchmark: a seeded random source,
 * random graphs and a brute-force optimum for small graphs.
 */

// The same seeded source as the demo data's, so a figure is the same on every machine.
export { createRandom, type Random } from '../../../platform/seeded-random';

export interface EdgeArrays extends MatchingEdges {
  from: Int32Array;
  to: Int32Array;
  weight: Int32Array;
}

export function edgeArraysOf(triples: readonly (readonly [number, number, number])[]): EdgeArrays {
  return {
    from: Int32Array.from(triples, (edge) => edge[0]),
    to: Int32Array.from(triples, (edge) => edge[1]),
    weight: Int32Array.from(triples, (edge) => edge[2]),
  };
}

/** Each pair is an edge with probability `density`, with a weight in [minWeight, maxWeight]. */
export function randomGraph(
  random: Random,
  n: number,
  density: number,
  minWeight: number,
  maxWeight: number,
): EdgeArrays {
  const triples: [number, number, number][] = [];
  for (let i = 0; i < n; i += 1)
    for (let j = i + 1; j < n; j += 1)
      if (random.next() < density) triples.push([i, j, random.int(minWeight, maxWeight)]);
  return edgeArraysOf(triples);
}

/** The complete graph on n vertices with weights in [1, maxWeight], built without per-edge objects. */
export function randomCompleteGraph(random: Random, n: number, maxWeight: number): EdgeArrays {
  const count = (n * (n - 1)) / 2;
  const edges = {
    from: new Int32Array(count),
    to: new Int32Array(count),
    weight: new Int32Array(count),
  };
  let k = 0;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      edges.from[k] = i;
      edges.to[k] = j;
      edges.weight[k] = random.int(1, maxWeight);
      k += 1;
    }
  }
  return edges;
}

/**
 * The best (weight, cardinality) over all matchings, by dynamic programming
 * over vertex subsets (n ≤ 16); with maxCardinality, cardinality comes first.
 */
export function bruteForceMatching(
  n: number,
  edges: MatchingEdges,
  maxCardinality: boolean,
): { weight: number; cardinality: number } {
  const weights = new Float64Array(n * n).fill(-1);
  for (let k = 0; k < edges.from.length; k += 1) {
    const i = edges.from[k] ?? 0;
    const j = edges.to[k] ?? 0;
    weights[i * n + j] = edges.weight[k] ?? 0;
    weights[j * n + i] = edges.weight[k] ?? 0;
  }
  const bestWeight = new Float64Array(1 << n);
  const bestCount = new Int32Array(1 << n);
  const better = (weight: number, count: number, mask: number) =>
    maxCardinality
      ? count > (bestCount[mask] ?? 0) ||
        (count === bestCount[mask] && weight > (bestWeight[mask] ?? 0))
      : weight > (bestWeight[mask] ?? 0);
  // bestWeight[mask]: the best matching using only the vertices in mask.
  for (let mask = 1; mask < 1 << n; mask += 1) {
    const v = 31 - Math.clz32(mask & -mask);
    const rest = mask & ~(1 << v);
    bestWeight[mask] = bestWeight[rest] ?? 0;
    bestCount[mask] = bestCount[rest] ?? 0;
    for (let u = v + 1; u < n; u += 1) {
      const weight = weights[v * n + u] ?? -1;
      if (weight < 0 || !(rest & (1 << u))) continue;
      const other = rest & ~(1 << u);
      const total = weight + (bestWeight[other] ?? 0);
      const count = 1 + (bestCount[other] ?? 0);
      if (better(total, count, mask)) {
        bestWeight[mask] = total;
        bestCount[mask] = count;
      }
    }
  }
  const all = (1 << n) - 1;
  return { weight: bestWeight[all] ?? 0, cardinality: bestCount[all] ?? 0 };
}
