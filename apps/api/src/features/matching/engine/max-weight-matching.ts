import { carrySlacks, currentSlack, extractDuals, minVertexDual } from './blossom-duals';
import { augmentMatching, expandBlossom } from './blossom-expand';
import { destroyTrees } from './blossom-forest';
import { addBlossom, assignLabel, scanBlossom } from './blossom-grow';
import {
  createBlossomState,
  markFreeBest,
  markPairBest,
  pushQueue,
  setBestEdge,
  slackOf,
  type BlossomState,
} from './blossom-state';

/**
 * Maximum-weight matching on a general graph: Edmonds' blossom algorithm in
 * the primal-dual form of Van Rantwijk's mwmatching (as in networkx), O(n³),
 * exact for integer weights, on typed arrays (adjacency in CSR form). Two
 * changes keep it fast on large sparse graphs without changing what it
 * computes: the alternating forest survives augmentations (blossom-forest.ts),
 * and the delta steps walk work lists with cached slacks instead of all 2n
 * vertices and blossoms (blossom-duals.ts).
 */

/** Edges as parallel arrays: edge k joins from[k] and to[k] with an integer weight ≥ 0. */
export interface MatchingEdges {
  from: ArrayLike<number>;
  to: ArrayLike<number>;
  weight: ArrayLike<number>;
}

export interface MatchingOptions {
  /** Only maximum-cardinality matchings count; the best weight among them wins. */
  maxCardinality?: boolean;
  /** Called after every augmentation (a stage): pairs matched so far, of at most ⌊n/2⌋. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * The optimal dual solution, doubled so that it stays integral: for every
 * edge, vertexDual2[i] + vertexDual2[j] + Σ blossomDual2[B] (over the blossoms
 * B holding both ends) ≥ 2·w_ij, with equality on matched edges, and
 * Σ vertexDual2 + Σ blossomDual2[B]·⌊|B|/2⌋ = 2·weight. That is u_v =
 * vertexDual2[v] / 2 and z_B = blossomDual2[B] / 2 in the textbook LP.
 * Only blossoms with a positive dual are kept; they form a laminar family.
 */
export interface MatchingDuals {
  vertexDual2: Float64Array;
  blossomDual2: Float64Array;
  /** The smallest kept blossom strictly containing this one, or -1. */
  blossomParent: Int32Array;
  /** The vertices of blossom b: blossomVertices[blossomVertexStart[b] .. blossomVertexStart[b + 1]). */
  blossomVertexStart: Int32Array;
  blossomVertices: Int32Array;
  /** The smallest kept blossom holding vertex v, or -1. */
  vertexBlossom: Int32Array;
}

export interface MatchingResult {
  /** mate[v]: v's partner, or -1. */
  mate: Int32Array;
  weight: number;
  cardinality: number;
  maxCardinality: boolean;
  stages: number;
  duals: MatchingDuals;
}

/** Weights above this could lose exactness in the doubled duals' sums. */
export const maxEdgeWeight = 2 ** 40;

function validateInput(n: number, edges: MatchingEdges): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`n must be a whole number, got ${n}`);
  const count = edges.from.length;
  if (edges.to.length !== count || edges.weight.length !== count)
    throw new RangeError('from, to and weight must have the same length');
  for (let k = 0; k < count; k += 1) {
    const i = edges.from[k] ?? -1;
    const j = edges.to[k] ?? -1;
    const w = edges.weight[k] ?? -1;
    if (!Number.isInteger(i) || !Number.isInteger(j) || i < 0 || j < 0 || i >= n || j >= n)
      throw new RangeError(`Edge ${k} has an endpoint outside 0..${n - 1}`);
    if (i === j) throw new RangeError(`Edge ${k} is a loop at ${i}`);
    if (!Number.isInteger(w) || w < 0 || w > maxEdgeWeight)
      throw new RangeError(`Edge ${k} has weight ${w}; weights are integers from 0 to 2^40`);
  }
}

/** Computes a maximum-weight matching of the graph with n vertices; at most one edge per pair. */
export function maxWeightMatching(
  n: number,
  edges: MatchingEdges,
  options: MatchingOptions = {},
): MatchingResult {
  validateInput(n, edges);
  const maxCardinality = options.maxCardinality ?? false;
  const s = createBlossomState(n, edges.from, edges.to, edges.weight);
  const total = Math.floor(n / 2);
  let matched = 0;
  startForest(s);
  growForest(s, maxCardinality, () => {
    matched += 1;
    options.onProgress?.(matched, total);
  });
  options.onProgress?.(total, total);
  const mate = new Int32Array(n).fill(-1);
  let weight = 0;
  for (let v = 0; v < n; v += 1) {
    const p = s.mate[v] ?? -1;
    if (p < 0) continue;
    mate[v] = s.endpoint[p] ?? -1;
    if (v < (mate[v] ?? 0)) weight += edges.weight[p >> 1] ?? 0;
  }
  return {
    mate,
    weight,
    cardinality: matched,
    maxCardinality,
    stages: matched + 1,
    duals: extractDuals(s),
  };
}

/** Labels every single vertex S: each is the root of its own tree. */
function startForest(s: BlossomState): void {
  for (let v = 0; v < s.n; v += 1)
    if (s.mate[v] === -1 && s.label[s.inBlossom[v] ?? 0] === 0) assignLabel(s, v, 1, -1);
}

/**
 * Grows the alternating trees from the queue; true once the matching was
 * augmented (and the two trees it joined taken apart).
 */
function scanQueue(s: BlossomState): boolean {
  const { label, labelEnd, inBlossom, allowEdge, bestEdge, bestSlack, bestStamp, dual } = s;
  const { neighbourEnd, neighbourVertex, neighbourWeight2, epoch } = s;
  while (s.queueLength > 0) {
    s.queueLength -= 1;
    const v = s.queue[s.queueLength] ?? 0;
    // A vertex whose tree was taken apart since it was queued is no longer S.
    if (label[inBlossom[v] ?? 0] !== 1) continue;
    // Vertex duals do not change while the queue is scanned.
    const dualV = dual[v] ?? 0;
    const end = s.neighbourStart[v + 1] ?? 0;
    for (let index = s.neighbourStart[v] ?? 0; index < end; index += 1) {
      const w = neighbourVertex[index] ?? 0;
      const bv = inBlossom[v] ?? 0;
      const bw = inBlossom[w] ?? 0;
      if (bv === bw) continue;
      const p = neighbourEnd[index] ?? 0;
      const k = p >> 1;
      let slack = 0;
      if (!allowEdge[k]) {
        slack = dualV + (dual[w] ?? 0) - (neighbourWeight2[index] ?? 0);
        if (slack <= 0) allowEdge[k] = 1;
      }
      const labelW = label[bw] ?? 0;
      if (allowEdge[k]) {
        if (labelW === 0) {
          // A free vertex: it becomes T and its mate S.
          assignLabel(s, w, 2, p ^ 1);
        } else if (labelW === 1) {
          // Two S-vertices: a new blossom, or an augmenting path.
          const base = scanBlossom(s, v, w);
          if (base >= 0) {
            addBlossom(s, base, k);
          } else {
            const rootA = s.treeRoot[bv] ?? -1;
            const rootB = s.treeRoot[bw] ?? -1;
            augmentMatching(s, k);
            destroyTrees(s, rootA, rootB);
            return true;
          }
        } else if (label[w] === 0) {
          // w is inside a T-blossom and now reached from outside it.
          label[w] = 2;
          labelEnd[w] = p ^ 1;
        }
      } else {
        // Keep the least-slack edge to another S-blossom, or to a free (or unreached) vertex.
        const x = labelW === 1 ? bv : label[w] === 0 ? w : -1;
        if (x === -1) continue;
        const best = bestEdge[x] ?? -1;
        if (
          best === -1 ||
          slack < (bestStamp[x] === epoch ? (bestSlack[x] ?? 0) : slackOf(s, best))
        ) {
          setBestEdge(s, x, k, slack);
          if (x === bv) markPairBest(s, x);
          else markFreeBest(s, x);
        }
      }
    }
  }
  return false;
}

/**
 * Alternately grows the trees (augmenting whenever two meet) and moves the
 * duals by the largest step that keeps them feasible, until no step can
 * improve the matching.
 */
function growForest(s: BlossomState, maxCardinality: boolean, onAugment: () => void): void {
  const { label, inBlossom, dual, bestEdge, blossomParent, endpoint } = s;
  for (;;) {
    if (scanQueue(s)) {
      onAugment();
      continue;
    }
    let deltaType = -1;
    let delta = 0;
    let deltaEdge = -1;
    let deltaBlossom = -1;
    if (!maxCardinality) {
      // delta1: the smallest vertex dual.
      deltaType = 1;
      delta = minVertexDual(s);
    }
    for (let index = 0; index < s.freeBestCount; index += 1) {
      // delta2: the least slack from an S-vertex to a free vertex.
      const v = s.freeBest[index] ?? 0;
      const best = bestEdge[v] ?? -1;
      if (label[inBlossom[v] ?? 0] === 0 && best !== -1) {
        const d = currentSlack(s, v, best);
        if (deltaType === -1 || d < delta) {
          delta = d;
          deltaType = 2;
          deltaEdge = best;
        }
      }
    }
    for (let index = 0; index < s.pairBestCount; index += 1) {
      // delta3: half the least slack between two S-blossoms.
      const b = s.pairBest[index] ?? 0;
      const best = bestEdge[b] ?? -1;
      if (blossomParent[b] === -1 && label[b] === 1 && best !== -1) {
        const d = currentSlack(s, b, best) / 2;
        if (deltaType === -1 || d < delta) {
          delta = d;
          deltaType = 3;
          deltaEdge = best;
        }
      }
    }
    for (let index = 0; index < s.aliveCount; index += 1) {
      // delta4: the smallest dual of a T-blossom.
      const b = s.alive[index] ?? 0;
      if (blossomParent[b] === -1 && label[b] === 2) {
        const d = dual[b] ?? 0;
        if (deltaType === -1 || d < delta) {
          delta = d;
          deltaType = 4;
          deltaBlossom = b;
        }
      }
    }
    if (deltaType === -1) {
      // Maximum cardinality reached: a last step makes the duals verifiable.
      deltaType = 1;
      delta = Math.max(0, minVertexDual(s));
    }
    for (let index = 0; index < s.labeledCount; index += 1) {
      const v = s.labeled[index] ?? 0;
      const l = label[inBlossom[v] ?? 0];
      if (l === 1) dual[v] = (dual[v] ?? 0) - delta;
      else if (l === 2) dual[v] = (dual[v] ?? 0) + delta;
    }
    for (let index = 0; index < s.aliveCount; index += 1) {
      const b = s.alive[index] ?? 0;
      if (blossomParent[b] === -1) {
        if (label[b] === 1) dual[b] = (dual[b] ?? 0) + delta;
        else if (label[b] === 2) dual[b] = (dual[b] ?? 0) - delta;
      }
    }
    carrySlacks(s, delta);
    if (deltaType === 1) return;
    if (deltaType === 2) {
      s.allowEdge[deltaEdge] = 1;
      let i = endpoint[2 * deltaEdge] ?? 0;
      if (label[inBlossom[i] ?? 0] === 0) i = endpoint[2 * deltaEdge + 1] ?? 0;
      pushQueue(s, i);
    } else if (deltaType === 3) {
      s.allowEdge[deltaEdge] = 1;
      pushQueue(s, endpoint[2 * deltaEdge] ?? 0);
    } else {
      expandBlossom(s, deltaBlossom, false);
    }
  }
}
