import { assignLabel } from './blossom-grow';
import {
  childrenOf,
  collectLeaves,
  endpointsOf,
  entryAt,
  removeAliveBlossom,
  type BlossomState,
} from './blossom-state';

/**
 * Blossom expansion and augmentation of the blossom algorithm (see
 * blossom-state.ts for the numbering of vertices, blossoms and endpoints).
 */

/**
 * Expands the top-level blossom b into its children. At the end of a stage
 * (`endStage`), children with a zero dual are expanded too; during a stage,
 * an expanded T-blossom's children are relabelled so that the alternating
 * tree stays valid.
 */
export function expandBlossom(s: BlossomState, b: number, endStage: boolean): void {
  const { n, inBlossom, label, labelEnd } = s;
  const children = childrenOf(s, b);
  for (const child of children) {
    s.blossomParent[child] = -1;
    if (child < n) {
      inBlossom[child] = child;
    } else if (endStage && s.dual[child] === 0) {
      expandBlossom(s, child, endStage);
    } else {
      const count = collectLeaves(s, child);
      for (let i = 0; i < count; i += 1) inBlossom[s.leaves[i] ?? 0] = child;
    }
  }
  if (!endStage && label[b] === 2) {
    for (const child of children) s.treeRoot[child] = s.treeRoot[b] ?? -1;
    relabelExpandedT(s, b, children);
  }
  label[b] = -1;
  labelEnd[b] = -1;
  s.treeRoot[b] = -1;
  s.blossomChildren[b] = undefined;
  s.blossomEndpoints[b] = undefined;
  s.blossomBase[b] = -1;
  s.blossomBestEdges[b] = undefined;
  s.bestEdge[b] = -1;
  s.unusedBlossoms[s.unusedCount] = b;
  s.unusedCount += 1;
  removeAliveBlossom(s, b);
}

/**
 * After expanding the T-blossom b: relabel the children on the even path from
 * the child through which b got its label to its base (alternately T and S),
 * then give T to any other child that an S-vertex outside already reaches.
 */
function relabelExpandedT(s: BlossomState, b: number, children: Int32Array): void {
  const { inBlossom, label, labelEnd, endpoint } = s;
  const endpoints = endpointsOf(s, b);
  const entryChild = inBlossom[endpoint[(labelEnd[b] ?? 0) ^ 1] ?? 0] ?? 0;
  let j = children.indexOf(entryChild);
  let step: number;
  let trick: number;
  if (j & 1) {
    // Odd start: go forward and wrap round.
    j -= children.length;
    step = 1;
    trick = 0;
  } else {
    // Even start: go backward.
    step = -1;
    trick = 1;
  }
  let p = labelEnd[b] ?? 0;
  while (j !== 0) {
    // Relabel the T-child, then step over the S-child to the next T-child.
    label[endpoint[p ^ 1] ?? 0] = 0;
    label[endpoint[entryAt(endpoints, j - trick) ^ trick ^ 1] ?? 0] = 0;
    assignLabel(s, endpoint[p ^ 1] ?? 0, 2, p);
    s.allowEdge[entryAt(endpoints, j - trick) >> 1] = 1;
    j += step;
    p = entryAt(endpoints, j - trick) ^ trick;
    s.allowEdge[p >> 1] = 1;
    j += step;
  }
  // The base child becomes T without passing the label on to its mate.
  const baseChild = entryAt(children, j);
  const reached = endpoint[p ^ 1] ?? 0;
  label[reached] = 2;
  label[baseChild] = 2;
  labelEnd[reached] = p;
  labelEnd[baseChild] = p;
  s.bestEdge[baseChild] = -1;
  j += step;
  while (entryAt(children, j) !== entryChild) {
    const child = entryAt(children, j);
    j += step;
    if (label[child] === 1) continue;
    const count = collectLeaves(s, child);
    let reachedLeaf = -1;
    for (let i = 0; i < count; i += 1) {
      const v = s.leaves[i] ?? 0;
      if (label[v] !== 0) {
        reachedLeaf = v;
        break;
      }
    }
    if (reachedLeaf !== -1) {
      label[reachedLeaf] = 0;
      label[endpoint[s.mate[s.blossomBase[child] ?? 0] ?? 0] ?? 0] = 0;
      assignLabel(s, reachedLeaf, 2, labelEnd[reachedLeaf] ?? 0);
    }
  }
}

/**
 * Swaps matched and unmatched edges on the even path through blossom b from
 * vertex v to its base, recursively in the children, and makes v the base.
 */
export function augmentBlossom(s: BlossomState, b: number, v: number): void {
  const { n, endpoint, mate } = s;
  let t = v;
  while (s.blossomParent[t] !== b) t = s.blossomParent[t] ?? 0;
  if (t >= n) augmentBlossom(s, t, v);
  const children = childrenOf(s, b);
  const endpoints = endpointsOf(s, b);
  const start = children.indexOf(t);
  let j = start;
  let step: number;
  let trick: number;
  if (start & 1) {
    j -= children.length;
    step = 1;
    trick = 0;
  } else {
    step = -1;
    trick = 1;
  }
  while (j !== 0) {
    j += step;
    t = entryAt(children, j);
    const p = entryAt(endpoints, j - trick) ^ trick;
    if (t >= n) augmentBlossom(s, t, endpoint[p] ?? 0);
    j += step;
    t = entryAt(children, j);
    if (t >= n) augmentBlossom(s, t, endpoint[p ^ 1] ?? 0);
    mate[endpoint[p] ?? 0] = p ^ 1;
    mate[endpoint[p ^ 1] ?? 0] = p;
  }
  // Rotate the children so that the new base comes first.
  s.blossomChildren[b] = rotate(children, start);
  s.blossomEndpoints[b] = rotate(endpoints, start);
  s.blossomBase[b] = s.blossomBase[children[start] ?? 0] ?? -1;
}

function rotate(list: Int32Array, start: number): Int32Array {
  const rotated = new Int32Array(list.length);
  rotated.set(list.subarray(start));
  rotated.set(list.subarray(0, start), list.length - start);
  return rotated;
}

/**
 * Augments the matching along the path through edge k (between two
 * S-vertices whose trees end at different single vertices).
 */
export function augmentMatching(s: BlossomState, k: number): void {
  const { n, endpoint, inBlossom, labelEnd, mate } = s;
  for (let side = 0; side < 2; side += 1) {
    let vertex = endpoint[2 * k + side] ?? 0;
    let p = 2 * k + 1 - side;
    for (;;) {
      const bs = inBlossom[vertex] ?? 0;
      if (bs >= n) augmentBlossom(s, bs, vertex);
      mate[vertex] = p;
      const sEnd = labelEnd[bs] ?? -1;
      if (sEnd === -1) break;
      const t = endpoint[sEnd] ?? 0;
      const bt = inBlossom[t] ?? 0;
      const tEnd = labelEnd[bt] ?? 0;
      vertex = endpoint[tEnd] ?? 0;
      const j = endpoint[tEnd ^ 1] ?? 0;
      if (bt >= n) augmentBlossom(s, bt, j);
      mate[j] = tEnd;
      p = tEnd ^ 1;
    }
  }
}
