import {
  collectLeaves,
  markLabeled,
  markPairBest,
  pushQueue,
  slackOf,
  type BlossomState,
} from './blossom-state';

/**
 * Growing the alternating forest of the blossom algorithm: labels, the
 * search for a blossom or an augmenting path, and new blossoms (see
 * blossom-state.ts for the numbering of vertices, blossoms and endpoints).
 */

/**
 * Labels the top-level blossom of w with t (1 = S, 2 = T), reached through the
 * edge with remote endpoint p; a T-blossom's mate becomes S at once.
 */
export function assignLabel(s: BlossomState, w: number, t: number, p: number): void {
  const b = s.inBlossom[w] ?? 0;
  // The tree: a single vertex starts its own; otherwise the one of the vertex at p.
  s.treeRoot[b] = p === -1 ? w : (s.treeRoot[s.inBlossom[s.endpoint[p] ?? 0] ?? 0] ?? -1);
  s.label[w] = t;
  s.label[b] = t;
  s.labelEnd[w] = p;
  s.labelEnd[b] = p;
  s.bestEdge[w] = -1;
  s.bestEdge[b] = -1;
  const count = collectLeaves(s, b);
  markLabeled(s, count);
  if (t === 1) {
    for (let i = 0; i < count; i += 1) pushQueue(s, s.leaves[i] ?? 0);
  } else {
    const mateEnd = s.mate[s.blossomBase[b] ?? 0] ?? -1;
    assignLabel(s, s.endpoint[mateEnd] ?? 0, 1, mateEnd ^ 1);
  }
}

/**
 * Traces back from the S-vertices v and w (joined by a tight edge): returns the
 * base vertex of the new blossom they close, or -1 if the paths reach two
 * different single vertices (an augmenting path).
 */
export function scanBlossom(s: BlossomState, vStart: number, wStart: number): number {
  const { label, labelEnd, inBlossom, endpoint, path } = s;
  let v = vStart;
  let w = wStart;
  let length = 0;
  let base = -1;
  while (v !== -1 || w !== -1) {
    let b = inBlossom[v] ?? 0;
    if ((label[b] ?? 0) & 4) {
      base = s.blossomBase[b] ?? -1;
      break;
    }
    path[length++] = b;
    label[b] = 5;
    const end = labelEnd[b] ?? -1;
    if (end === -1) {
      v = -1;
    } else {
      v = endpoint[end] ?? 0;
      b = inBlossom[v] ?? 0;
      v = endpoint[labelEnd[b] ?? 0] ?? 0;
    }
    if (w !== -1) {
      const swap = v;
      v = w;
      w = swap;
    }
  }
  for (let i = 0; i < length; i += 1) label[path[i] ?? 0] = 1;
  return base;
}

/**
 * Makes a new S-blossom with the given base from the cycle closed by edge k
 * (between two S-vertices): its T-vertices become S and join the queue, and
 * its least-slack edges to other S-blossoms are gathered.
 */
export function addBlossom(s: BlossomState, base: number, k: number): void {
  const { inBlossom, blossomParent, labelEnd, endpoint } = s;
  const bb = inBlossom[base] ?? 0;
  let bv = inBlossom[endpoint[2 * k] ?? 0] ?? 0;
  let bw = inBlossom[endpoint[2 * k + 1] ?? 0] ?? 0;
  s.unusedCount -= 1;
  const b = s.unusedBlossoms[s.unusedCount] ?? 0;
  s.alivePosition[b] = s.aliveCount;
  s.alive[s.aliveCount++] = b;
  s.blossomBase[b] = base;
  blossomParent[b] = -1;
  blossomParent[bb] = b;
  const children: number[] = [];
  const endpoints: number[] = [];
  while (bv !== bb) {
    blossomParent[bv] = b;
    children.push(bv);
    const end = labelEnd[bv] ?? 0;
    endpoints.push(end);
    bv = inBlossom[endpoint[end] ?? 0] ?? 0;
  }
  children.push(bb);
  children.reverse();
  endpoints.reverse();
  endpoints.push(2 * k);
  while (bw !== bb) {
    blossomParent[bw] = b;
    children.push(bw);
    const end = labelEnd[bw] ?? 0;
    endpoints.push(end ^ 1);
    bw = inBlossom[endpoint[end] ?? 0] ?? 0;
  }
  s.label[b] = 1;
  labelEnd[b] = labelEnd[bb] ?? -1;
  s.treeRoot[b] = s.treeRoot[bb] ?? -1;
  s.dual[b] = 0;
  const childList = Int32Array.from(children);
  s.blossomChildren[b] = childList;
  s.blossomEndpoints[b] = Int32Array.from(endpoints);
  const leafCount = collectLeaves(s, b);
  for (let i = 0; i < leafCount; i += 1) {
    const v = s.leaves[i] ?? 0;
    if (s.label[inBlossom[v] ?? 0] === 2) pushQueue(s, v);
    inBlossom[v] = b;
  }
  // A child's own label means nothing inside a blossom; clear it for later expansions.
  for (const child of childList) {
    s.label[child] = 0;
    labelEnd[child] = -1;
    s.treeRoot[child] = -1;
  }
  gatherBestEdges(s, b, childList);
}

/** Computes blossomBestEdges[b] and bestEdge[b] from the children's lists (or their vertices' edges). */
function gatherBestEdges(s: BlossomState, b: number, children: Int32Array): void {
  const { bestEdgeTo, touched, inBlossom, endpoint, label } = s;
  let touchedCount = 0;
  const consider = (k: number) => {
    let j = endpoint[2 * k + 1] ?? 0;
    if (inBlossom[j] === b) j = endpoint[2 * k] ?? 0;
    const bj = inBlossom[j] ?? 0;
    if (bj === b || label[bj] !== 1) return;
    const current = bestEdgeTo[bj] ?? -1;
    if (current === -1) {
      touched[touchedCount++] = bj;
      bestEdgeTo[bj] = k;
    } else if (slackOf(s, k) < slackOf(s, current)) {
      bestEdgeTo[bj] = k;
    }
  };
  for (const bv of children) {
    const list = s.blossomBestEdges[bv];
    if (list === undefined) {
      const leafCount = collectLeaves(s, bv);
      for (let i = 0; i < leafCount; i += 1) {
        const v = s.leaves[i] ?? 0;
        const end = s.neighbourStart[v + 1] ?? 0;
        for (let index = s.neighbourStart[v] ?? 0; index < end; index += 1)
          consider((s.neighbourEnd[index] ?? 0) >> 1);
      }
    } else {
      for (const k of list) consider(k);
    }
    s.blossomBestEdges[bv] = undefined;
    s.bestEdge[bv] = -1;
  }
  const sorted = touched.subarray(0, touchedCount).sort();
  const list = new Int32Array(touchedCount);
  let best = -1;
  for (let i = 0; i < touchedCount; i += 1) {
    const bj = sorted[i] ?? 0;
    const k = bestEdgeTo[bj] ?? 0;
    list[i] = k;
    bestEdgeTo[bj] = -1;
    if (best === -1 || slackOf(s, k) < slackOf(s, best)) best = k;
  }
  s.blossomBestEdges[b] = list;
  s.bestEdge[b] = best;
  s.bestStamp[b] = -1;
  if (best !== -1) markPairBest(s, b);
}
