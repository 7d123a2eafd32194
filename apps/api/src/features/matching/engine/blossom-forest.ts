import { expandBlossom } from './blossom-expand';
import {
  collectLeaves,
  compactLists,
  markFreeBest,
  markPairBest,
  pushQueue,
  setBestEdge,
  type BlossomState,
} from './blossom-state';

/**
 * Keeping the alternating forest across augmentations. mwmatching unlabels
 * everything after each augmentation and rebuilds every tree by rescanning
 * the graph; here only the two trees the augmenting path joined are taken
 * apart, and only the edges at their vertices are looked at again, so that
 * the state is exactly one that mwmatching could have reached in a stage:
 * - their blossoms lose their labels (S-blossoms with a zero dual are expanded,
 *   as at the end of an mwmatching stage), their edges stop being "allowed";
 * - a least-slack edge, a least-slack S–S edge or a "reached" mark that
 *   relied on one of their S-vertices is recomputed from the vertex's edges;
 * - their vertices get the least-slack edge from the remaining S-vertices, and
 *   an S-vertex with a tight edge to them is queued to be scanned again.
 */

/** Emulates scanning the edges into y from every S-vertex of another blossom. */
function rescanFromS(s: BlossomState, y: number): void {
  const { inBlossom, label, labelEnd, dual, neighbourEnd, neighbourVertex, neighbourWeight2 } = s;
  const end = s.neighbourStart[y + 1] ?? 0;
  for (let index = s.neighbourStart[y] ?? 0; index < end; index += 1) {
    const x = neighbourVertex[index] ?? 0;
    const top = inBlossom[x] ?? 0;
    const topY = inBlossom[y] ?? 0;
    if (label[top] !== 1 || top === topY) continue;
    const q = neighbourEnd[index] ?? 0;
    const k = q >> 1;
    const slack = (dual[x] ?? 0) + (dual[y] ?? 0) - (neighbourWeight2[index] ?? 0);
    if (slack <= 0) {
      s.allowEdge[k] = 1;
      if (label[topY] === 2) {
        if (label[y] === 0) {
          label[y] = 2;
          labelEnd[y] = q;
        }
      } else if (s.queuedMark[x] !== s.generation) {
        // y is free: x's own scan labels it.
        s.queuedMark[x] = s.generation;
        pushQueue(s, x);
      }
    } else if (label[y] === 0) {
      const best = s.bestEdge[y] ?? -1;
      if (best === -1 || slack < (s.bestSlack[y] ?? 0)) {
        setBestEdge(s, y, k, slack);
        markFreeBest(s, y);
      }
    }
  }
}

/** Recomputes the least-slack edge from the S-blossom b to any other S-blossom. */
function recomputePairBest(s: BlossomState, b: number): void {
  const { inBlossom, label, dual, neighbourEnd, neighbourVertex, neighbourWeight2 } = s;
  s.bestEdge[b] = -1;
  const count = collectLeaves(s, b);
  for (let i = 0; i < count; i += 1) {
    const y = s.leaves[i] ?? 0;
    const end = s.neighbourStart[y + 1] ?? 0;
    for (let index = s.neighbourStart[y] ?? 0; index < end; index += 1) {
      const x = neighbourVertex[index] ?? 0;
      const top = inBlossom[x] ?? 0;
      if (label[top] !== 1 || top === b) continue;
      const slack = (dual[x] ?? 0) + (dual[y] ?? 0) - (neighbourWeight2[index] ?? 0);
      if (s.bestEdge[b] === -1 || slack < (s.bestSlack[b] ?? 0))
        setBestEdge(s, b, (neighbourEnd[index] ?? 0) >> 1, slack);
    }
  }
  if (s.bestEdge[b] !== -1) markPairBest(s, b);
}

/** Clears the labels and least-slack edges of a top-level blossom (or vertex) x. */
function unlabel(s: BlossomState, x: number): void {
  s.label[x] = 0;
  s.labelEnd[x] = -1;
  s.treeRoot[x] = -1;
  s.bestEdge[x] = -1;
  if (x >= s.n) s.blossomBestEdges[x] = undefined;
}

/** Takes apart the trees rooted at rootA and rootB after an augmentation joined them. */
export function destroyTrees(s: BlossomState, rootA: number, rootB: number): void {
  const { n, inBlossom, label, treeRoot, mark, freedMark } = s;
  s.generation += 1;
  const generation = s.generation;
  // Their top-level blossoms, found from the labelled vertices.
  const tops: number[] = [];
  for (let index = 0; index < s.labeledCount; index += 1) {
    const top = inBlossom[s.labeled[index] ?? 0] ?? 0;
    const l = label[top];
    if ((l !== 1 && l !== 2) || mark[top] === generation) continue;
    if (treeRoot[top] !== rootA && treeRoot[top] !== rootB) continue;
    mark[top] = generation;
    tops.push(top);
  }
  const freed: number[] = [];
  for (const top of tops) {
    const wasS = label[top] === 1;
    const count = collectLeaves(s, top);
    for (let i = 0; i < count; i += 1) {
      const v = s.leaves[i] ?? 0;
      freed.push(v);
      unlabel(s, v);
    }
    if (wasS && top >= n && s.dual[top] === 0) expandBlossom(s, top, true);
    else unlabel(s, top);
  }
  // Blossom expansion may have made new tops: unlabel them too.
  for (const v of freed) {
    freedMark[v] = generation;
    const top = inBlossom[v] ?? 0;
    if (top !== v) unlabel(s, top);
  }
  const rescan: number[] = [];
  const repair: number[] = [];
  for (const d of freed) {
    const end = s.neighbourStart[d + 1] ?? 0;
    for (let index = s.neighbourStart[d] ?? 0; index < end; index += 1) {
      const k = (s.neighbourEnd[index] ?? 0) >> 1;
      s.allowEdge[k] = 0;
      const y = s.neighbourVertex[index] ?? 0;
      if (freedMark[y] === generation) continue;
      const top = inBlossom[y] ?? 0;
      if (label[top] === 1) {
        // A surviving S-blossom whose least-slack S–S edge led into the freed trees.
        if (s.bestEdge[top] === k && mark[top] !== generation) {
          mark[top] = generation;
          repair.push(top);
        }
        continue;
      }
      let stale = s.bestEdge[y] === k;
      if (stale) s.bestEdge[y] = -1;
      // A vertex inside a T-blossom that an S-vertex of the freed trees had reached.
      if (label[top] === 2 && top !== y && label[y] === 2 && (s.labelEnd[y] ?? 0) >> 1 === k) {
        label[y] = 0;
        s.labelEnd[y] = -1;
        stale = true;
      }
      if (stale && mark[y] !== generation) {
        mark[y] = generation;
        rescan.push(y);
      }
    }
  }
  for (const v of freed) rescanFromS(s, v);
  for (const y of rescan) {
    s.bestEdge[y] = -1;
    rescanFromS(s, y);
  }
  for (const top of repair) recomputePairBest(s, top);
  compactLists(s);
}
