import { collectLeaves, slackOf, type BlossomState } from './blossom-state';
import type { MatchingDuals } from './max-weight-matching';

/** The delta steps' slack cache, and the optimal duals read out of the final state. */

/** The slack of bestEdge[x] (= k), from the cache when it is current; refreshes the cache. */
export function currentSlack(s: BlossomState, x: number, k: number): number {
  if (s.bestStamp[x] === s.epoch) return s.bestSlack[x] ?? 0;
  const slack = slackOf(s, k);
  s.bestSlack[x] = slack;
  s.bestStamp[x] = s.epoch;
  return slack;
}

/**
 * After the duals moved by delta, moves the cached least slacks with them so
 * that they stay current in the next epoch: an edge from an S-vertex to a free
 * vertex loses delta, one between two S-blossoms 2·delta, one into a T-blossom
 * nothing (its S end falls as the T end rises). Other entries are dropped.
 */
export function carrySlacks(s: BlossomState, delta: number): void {
  const { n, bestEdge, bestStamp, bestSlack, label, inBlossom, blossomParent, epoch } = s;
  const carry = (x: number) => {
    if (bestEdge[x] === -1 || bestStamp[x] !== epoch) return;
    let drop = -1;
    if (x < n) {
      const top = inBlossom[x] ?? 0;
      const l = label[top];
      if (l === 0) drop = delta;
      else if (l === 2) drop = 0;
      else if (l === 1 && top === x) drop = 2 * delta;
    } else if (blossomParent[x] === -1 && label[x] === 1) {
      drop = 2 * delta;
    }
    if (drop < 0) {
      bestStamp[x] = -1;
    } else {
      bestSlack[x] = (bestSlack[x] ?? 0) - drop;
      bestStamp[x] = epoch + 1;
    }
  };
  // A vertex on both lists (free first, S later) is carried once: its stamp moves on.
  for (let index = 0; index < s.freeBestCount; index += 1) carry(s.freeBest[index] ?? 0);
  for (let index = 0; index < s.pairBestCount; index += 1) carry(s.pairBest[index] ?? 0);
  s.epoch = epoch + 1;
}

export function minVertexDual(s: BlossomState): number {
  let min = Infinity;
  for (let v = 0; v < s.n; v += 1) min = Math.min(min, s.dual[v] ?? 0);
  return s.n === 0 ? 0 : min;
}

/** The doubled duals and the laminar family of blossoms with a positive dual. */
export function extractDuals(s: BlossomState): MatchingDuals {
  const { n } = s;
  const kept = new Int32Array(2 * n).fill(-1);
  const order: number[] = [];
  for (let b = n; b < 2 * n; b += 1) {
    if ((s.blossomBase[b] ?? -1) >= 0 && (s.dual[b] ?? 0) > 0) {
      kept[b] = order.length;
      order.push(b);
    }
  }
  const keptAbove = (start: number): number => {
    let b = s.blossomParent[start] ?? -1;
    while (b !== -1 && kept[b] === -1) b = s.blossomParent[b] ?? -1;
    return b === -1 ? -1 : (kept[b] ?? -1);
  };
  const blossomCount = order.length;
  const blossomDual2 = new Float64Array(blossomCount);
  const blossomParent = new Int32Array(blossomCount);
  const blossomVertexStart = new Int32Array(blossomCount + 1);
  const vertices: number[] = [];
  order.forEach((b, index) => {
    blossomDual2[index] = 2 * (s.dual[b] ?? 0);
    blossomParent[index] = keptAbove(b);
    const count = collectLeaves(s, b);
    for (let i = 0; i < count; i += 1) vertices.push(s.leaves[i] ?? 0);
    blossomVertexStart[index + 1] = vertices.length;
  });
  const vertexBlossom = new Int32Array(n);
  for (let v = 0; v < n; v += 1) vertexBlossom[v] = keptAbove(v);
  return {
    vertexDual2: s.dual.slice(0, n),
    blossomDual2,
    blossomParent,
    blossomVertexStart,
    blossomVertices: Int32Array.from(vertices),
    vertexBlossom,
  };
}
