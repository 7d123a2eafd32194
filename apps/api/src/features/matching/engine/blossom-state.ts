/**
 * The working state of Edmonds' blossom algorithm in the primal-dual form of
 * Van Rantwijk's mwmatching (the form networkx's max_weight_matching uses),
 * kept in typed arrays.
 *
 * Vertices are 0..n-1 and non-trivial blossoms n..2n-1. Edge k has the
 * endpoints 2k (at `from[k]`) and 2k+1 (at `to[k]`); `p ^ 1` is the other end
 * of endpoint p. `mate[v]` is the remote endpoint of v's matched edge.
 *
 * Duals follow mwmatching's scaling so that integer weights keep every value
 * an integer: `dual[v] = 2·u_v` for a vertex and `dual[b] = z_b` for a
 * blossom, so an edge's (doubled) slack is dual[i] + dual[j] - 2·w_ij plus
 * 2·z of each blossom that holds both ends.
 *
 * Unlike mwmatching, the alternating forest is kept across augmentations:
 * only the two trees an augmenting path joins are taken apart
 * (blossom-forest.ts), so one stage does not rescan the whole graph.
 *
 * Typed-array reads are always in bounds here; the `?? 0` / `?? -1` after a
 * read only satisfies noUncheckedIndexedAccess (V8 drops the check).
 */

export interface BlossomState {
  n: number;
  edgeCount: number;
  /** endpoint[p]: the vertex at endpoint p. */
  endpoint: Int32Array;
  /** 2·w of each edge. */
  weight2: Float64Array;
  /** The remote endpoints of the edges at each vertex, in CSR form, with their vertex and 2·w. */
  neighbourStart: Int32Array;
  neighbourEnd: Int32Array;
  neighbourVertex: Int32Array;
  neighbourWeight2: Float64Array;
  mate: Int32Array;
  /** 0 free, 1 S, 2 T (5 marks a breadcrumb while scanning); -1 for a recycled blossom. */
  label: Int32Array;
  labelEnd: Int32Array;
  /** The tree (its root vertex) of a labelled top-level blossom; -1 when unlabelled. */
  treeRoot: Int32Array;
  inBlossom: Int32Array;
  blossomParent: Int32Array;
  blossomChildren: (Int32Array | undefined)[];
  blossomBase: Int32Array;
  /** blossomEndpoints[b][i]: the endpoint of child i on the edge to child i + 1. */
  blossomEndpoints: (Int32Array | undefined)[];
  bestEdge: Int32Array;
  /** The slack of bestEdge[x] when it was recorded in dual epoch bestStamp[x] (-1: unknown). */
  bestSlack: Float64Array;
  bestStamp: Int32Array;
  /** Counts the dual updates: a cached slack is current while its stamp equals this. */
  epoch: number;
  blossomBestEdges: (Int32Array | undefined)[];
  unusedBlossoms: Int32Array;
  unusedCount: number;
  dual: Float64Array;
  allowEdge: Uint8Array;
  /** The S-vertices still to scan (a stack, as in mwmatching). */
  queue: Int32Array;
  queueLength: number;
  /**
   * Work lists (each entry once, flagged in the `in…` arrays): labelled
   * vertices, vertices and S-blossoms with a least-slack edge, and the live
   * non-trivial blossoms. The delta steps and dual updates walk these instead
   * of all 2n entries; compactLists drops the stale entries.
   */
  labeled: Int32Array;
  labeledCount: number;
  inLabeled: Uint8Array;
  freeBest: Int32Array;
  freeBestCount: number;
  inFreeBest: Uint8Array;
  pairBest: Int32Array;
  pairBestCount: number;
  inPairBest: Uint8Array;
  alive: Int32Array;
  aliveCount: number;
  alivePosition: Int32Array;
  /** Scratch: the leaves of the last collectLeaves call, and its stack. */
  leaves: Int32Array;
  leafStack: Int32Array;
  /** Scratch for scanBlossom and addBlossom. */
  path: Int32Array;
  bestEdgeTo: Int32Array;
  touched: Int32Array;
  /** Scratch marks for taking trees apart, valid while equal to `generation`. */
  mark: Int32Array;
  freedMark: Int32Array;
  queuedMark: Int32Array;
  generation: number;
}

/** Builds the initial state: nothing matched, every vertex dual 2·u = the largest weight. */
export function createBlossomState(
  n: number,
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  weight: ArrayLike<number>,
): BlossomState {
  const edgeCount = from.length;
  const endpoint = new Int32Array(2 * edgeCount);
  const weight2 = new Float64Array(edgeCount);
  const degree = new Int32Array(n + 1);
  let maxWeight = 0;
  for (let k = 0; k < edgeCount; k += 1) {
    const i = from[k] ?? -1;
    const j = to[k] ?? -1;
    const w = weight[k] ?? -1;
    endpoint[2 * k] = i;
    endpoint[2 * k + 1] = j;
    weight2[k] = 2 * w;
    if (w > maxWeight) maxWeight = w;
    degree[i + 1] = (degree[i + 1] ?? 0) + 1;
    degree[j + 1] = (degree[j + 1] ?? 0) + 1;
  }
  const neighbourStart = new Int32Array(n + 1);
  for (let v = 0; v < n; v += 1)
    neighbourStart[v + 1] = (neighbourStart[v] ?? 0) + (degree[v + 1] ?? 0);
  const fill = neighbourStart.slice(0, n);
  const neighbourEnd = new Int32Array(2 * edgeCount);
  const neighbourVertex = new Int32Array(2 * edgeCount);
  const neighbourWeight2 = new Float64Array(2 * edgeCount);
  for (let k = 0; k < edgeCount; k += 1) {
    const i = endpoint[2 * k] ?? 0;
    const j = endpoint[2 * k + 1] ?? 0;
    const at = fill[i] ?? 0;
    neighbourEnd[at] = 2 * k + 1;
    neighbourVertex[at] = j;
    neighbourWeight2[at] = weight2[k] ?? 0;
    fill[i] = at + 1;
    const back = fill[j] ?? 0;
    neighbourEnd[back] = 2 * k;
    neighbourVertex[back] = i;
    neighbourWeight2[back] = weight2[k] ?? 0;
    fill[j] = back + 1;
  }
  const inBlossom = new Int32Array(n);
  const blossomBase = new Int32Array(2 * n).fill(-1);
  for (let v = 0; v < n; v += 1) {
    inBlossom[v] = v;
    blossomBase[v] = v;
  }
  const unusedBlossoms = new Int32Array(n);
  for (let b = 0; b < n; b += 1) unusedBlossoms[b] = n + b;
  const dual = new Float64Array(2 * n);
  dual.fill(maxWeight, 0, n);
  return {
    n,
    edgeCount,
    endpoint,
    weight2,
    neighbourStart,
    neighbourEnd,
    neighbourVertex,
    neighbourWeight2,
    mate: new Int32Array(n).fill(-1),
    label: new Int32Array(2 * n),
    labelEnd: new Int32Array(2 * n).fill(-1),
    treeRoot: new Int32Array(2 * n).fill(-1),
    inBlossom,
    blossomParent: new Int32Array(2 * n).fill(-1),
    blossomChildren: new Array<Int32Array | undefined>(2 * n).fill(undefined),
    blossomBase,
    blossomEndpoints: new Array<Int32Array | undefined>(2 * n).fill(undefined),
    bestEdge: new Int32Array(2 * n).fill(-1),
    bestSlack: new Float64Array(2 * n),
    bestStamp: new Int32Array(2 * n).fill(-1),
    epoch: 0,
    blossomBestEdges: new Array<Int32Array | undefined>(2 * n).fill(undefined),
    unusedBlossoms,
    unusedCount: n,
    dual,
    allowEdge: new Uint8Array(edgeCount),
    queue: new Int32Array(Math.max(16, 2 * n)),
    queueLength: 0,
    labeled: new Int32Array(n),
    labeledCount: 0,
    inLabeled: new Uint8Array(n),
    freeBest: new Int32Array(n),
    freeBestCount: 0,
    inFreeBest: new Uint8Array(n),
    pairBest: new Int32Array(2 * n),
    pairBestCount: 0,
    inPairBest: new Uint8Array(2 * n),
    alive: new Int32Array(n),
    aliveCount: 0,
    alivePosition: new Int32Array(2 * n).fill(-1),
    leaves: new Int32Array(n),
    leafStack: new Int32Array(2 * n),
    path: new Int32Array(2 * n),
    bestEdgeTo: new Int32Array(2 * n).fill(-1),
    touched: new Int32Array(2 * n),
    mark: new Int32Array(2 * n),
    freedMark: new Int32Array(n),
    queuedMark: new Int32Array(n),
    generation: 0,
  };
}

/** The doubled slack of edge k (valid between different top-level blossoms). */
export function slackOf(s: BlossomState, k: number): number {
  return (
    (s.dual[s.endpoint[2 * k] ?? 0] ?? 0) +
    (s.dual[s.endpoint[2 * k + 1] ?? 0] ?? 0) -
    (s.weight2[k] ?? 0)
  );
}

/** A list entry with Python's negative indexing (used when walking round a blossom). */
export function entryAt(list: Int32Array, index: number): number {
  return list[index < 0 ? index + list.length : index] ?? -1;
}

export function childrenOf(s: BlossomState, b: number): Int32Array {
  const children = s.blossomChildren[b];
  if (children === undefined) throw new Error(`Blossom ${b} has no children`);
  return children;
}

export function endpointsOf(s: BlossomState, b: number): Int32Array {
  const endpoints = s.blossomEndpoints[b];
  if (endpoints === undefined) throw new Error(`Blossom ${b} has no endpoints`);
  return endpoints;
}

export function pushQueue(s: BlossomState, v: number): void {
  if (s.queueLength === s.queue.length) {
    const larger = new Int32Array(2 * s.queue.length);
    larger.set(s.queue);
    s.queue = larger;
  }
  s.queue[s.queueLength] = v;
  s.queueLength += 1;
}

/** Lists the leaves in s.leaves[0..count) as labelled. */
export function markLabeled(s: BlossomState, count: number): void {
  for (let i = 0; i < count; i += 1) {
    const v = s.leaves[i] ?? 0;
    if (s.inLabeled[v]) continue;
    s.inLabeled[v] = 1;
    s.labeled[s.labeledCount++] = v;
  }
}

/** Lists x (a vertex whose bestEdge leads to an S-vertex) for the delta2 step. */
export function markFreeBest(s: BlossomState, x: number): void {
  if (s.inFreeBest[x]) return;
  s.inFreeBest[x] = 1;
  s.freeBest[s.freeBestCount++] = x;
}

/** Lists x (an S-blossom or S-vertex whose bestEdge leads to another S-blossom) for delta3. */
export function markPairBest(s: BlossomState, x: number): void {
  if (s.inPairBest[x]) return;
  s.inPairBest[x] = 1;
  s.pairBest[s.pairBestCount++] = x;
}

/** Records edge k (with its slack, current in this epoch) as x's least-slack edge. */
export function setBestEdge(s: BlossomState, x: number, k: number, slack: number): void {
  s.bestEdge[x] = k;
  s.bestSlack[x] = slack;
  s.bestStamp[x] = s.epoch;
}

/** Drops list entries that no longer apply (unlabelled vertices, cleared least-slack edges). */
export function compactLists(s: BlossomState): void {
  const keep = (
    list: Int32Array,
    count: number,
    flags: Uint8Array,
    applies: (x: number) => boolean,
  ): number => {
    let kept = 0;
    for (let index = 0; index < count; index += 1) {
      const x = list[index] ?? 0;
      if (applies(x)) list[kept++] = x;
      else flags[x] = 0;
    }
    return kept;
  };
  const { label, inBlossom, bestEdge } = s;
  s.labeledCount = keep(s.labeled, s.labeledCount, s.inLabeled, (v) => {
    const l = label[inBlossom[v] ?? 0];
    return l === 1 || l === 2;
  });
  s.freeBestCount = keep(s.freeBest, s.freeBestCount, s.inFreeBest, (x) => bestEdge[x] !== -1);
  s.pairBestCount = keep(s.pairBest, s.pairBestCount, s.inPairBest, (x) => bestEdge[x] !== -1);
}

export function removeAliveBlossom(s: BlossomState, b: number): void {
  const at = s.alivePosition[b] ?? -1;
  s.aliveCount -= 1;
  const last = s.alive[s.aliveCount] ?? 0;
  s.alive[at] = last;
  s.alivePosition[last] = at;
  s.alivePosition[b] = -1;
}

/** Writes the leaf vertices of blossom b into `s.leaves` (in mwmatching's order); returns their count. */
export function collectLeaves(s: BlossomState, b: number): number {
  const { n, leaves, leafStack } = s;
  if (b < n) {
    leaves[0] = b;
    return 1;
  }
  let count = 0;
  let top = 0;
  leafStack[top++] = b;
  while (top > 0) {
    const t = leafStack[--top] ?? 0;
    if (t < n) {
      leaves[count++] = t;
      continue;
    }
    const children = childrenOf(s, t);
    for (let i = children.length - 1; i >= 0; i -= 1) leafStack[top++] = children[i] ?? 0;
  }
  return count;
}
