import type { MatchingDuals, MatchingEdges, MatchingResult } from './max-weight-matching';

/**
 * The optimality certificate of a matching: the doubled duals of
 * max-weight-matching.ts prove that no matching of the given edges weighs
 * more (weak duality), once they are feasible for every edge and the dual
 * objective equals the matching's weight.
 *
 * Dual objective (doubled): Σ vertexDual2 + Σ blossomDual2[B]·⌊|B|/2⌋. With
 * maxCardinality the vertex duals may be negative; then the bound holds among
 * matchings of the same cardinality and reads
 * Σ vertexDual2 − (n − 2|M|)·min vertexDual2 + Σ blossomDual2[B]·⌊|B|/2⌋.
 */

export type CertificateViolationKind = 'matching' | 'structure' | 'sign' | 'edge' | 'objective';

export interface CertificateViolation {
  kind: CertificateViolationKind;
  detail: string;
}

export interface Certificate {
  certified: boolean;
  /** The matching's weight. */
  primal: number;
  /** The dual objective (half the doubled one; equal to primal when certified). */
  dual: number;
  /** The first violations found (at most 20), and how many there were. */
  violations: CertificateViolation[];
  violationCount: number;
}

export type CertifiedSolution = Pick<MatchingResult, 'mate' | 'duals' | 'maxCardinality'>;

const violationsKept = 20;

/** Answers, for any pair, the doubled dual slack it would have as an edge: O(blossom depth). */
export interface DualIndex {
  /** vertexDual2[i] + vertexDual2[j] + Σ blossomDual2 over the blossoms holding both. */
  pairDual2: (i: number, j: number) => number;
  /**
   * pairDual2(i, j) ≥ value, decided from cheap bounds first (the vertex
   * duals, the outermost shared blossom, each chain's sum) and only then exactly.
   */
  covers: (i: number, j: number, value: number) => boolean;
  /** pairDual2(i, j) − 2·weight. */
  slack2: (i: number, j: number, weight: number) => number;
  /** True when the pair would break dual feasibility (its slack is negative). */
  violates: (i: number, j: number, weight: number) => boolean;
}

/**
 * Precomputes each blossom's depth, outermost ancestor, the sum of the duals
 * from it up to the outermost one, and its ancestors 2^k levels up (binary
 * lifting), so that the blossoms two vertices share (everything from their
 * lowest common blossom up) are summed in O(log depth): nested blossoms can
 * be hundreds deep. Throws if the parent links form a cycle.
 */
export function createDualIndex(duals: MatchingDuals): DualIndex {
  const { blossomParent, blossomDual2, vertexBlossom, vertexDual2 } = duals;
  const count = blossomParent.length;
  const depth = new Int32Array(count).fill(-1);
  const root = new Int32Array(count);
  const sum2 = new Float64Array(count);
  const chain: number[] = [];
  let maxDepth = 0;
  for (let b = 0; b < count; b += 1) {
    let x = b;
    while (x !== -1 && depth[x] === -1) {
      chain.push(x);
      if (chain.length > count) throw new Error('The blossom parents form a cycle');
      x = blossomParent[x] ?? -1;
    }
    for (let index = chain.length - 1; index >= 0; index -= 1) {
      const y = chain[index] ?? 0;
      const parent = blossomParent[y] ?? -1;
      depth[y] = parent === -1 ? 0 : (depth[parent] ?? 0) + 1;
      maxDepth = Math.max(maxDepth, depth[y] ?? 0);
      root[y] = parent === -1 ? y : (root[parent] ?? 0);
      sum2[y] = (blossomDual2[y] ?? 0) + (parent === -1 ? 0 : (sum2[parent] ?? 0));
    }
    chain.length = 0;
  }
  // up[k * count + b]: the ancestor 2^k levels above b (or the outermost one).
  const levels = Math.max(1, Math.ceil(Math.log2(maxDepth + 1)));
  const up = new Int32Array(levels * count);
  for (let b = 0; b < count; b += 1) {
    const parent = blossomParent[b] ?? -1;
    up[b] = parent === -1 ? b : parent;
  }
  for (let k = 1; k < levels; k += 1)
    for (let b = 0; b < count; b += 1)
      up[k * count + b] = up[(k - 1) * count + (up[(k - 1) * count + b] ?? 0)] ?? 0;
  const lift = (start: number, steps: number): number => {
    let b = start;
    for (let k = 0; steps >> k > 0; k += 1) if ((steps >> k) & 1) b = up[k * count + b] ?? b;
    return b;
  };
  const common2 = (i: number, j: number): number => {
    let a = vertexBlossom[i] ?? -1;
    let b = vertexBlossom[j] ?? -1;
    if (a === -1 || b === -1 || root[a] !== root[b]) return 0;
    const depthA = depth[a] ?? 0;
    const depthB = depth[b] ?? 0;
    if (depthA > depthB) a = lift(a, depthA - depthB);
    else if (depthB > depthA) b = lift(b, depthB - depthA);
    if (a === b) return sum2[a] ?? 0;
    for (let k = levels - 1; k >= 0; k -= 1) {
      const upA = up[k * count + a] ?? a;
      const upB = up[k * count + b] ?? b;
      if (upA !== upB) {
        a = upA;
        b = upB;
      }
    }
    return sum2[blossomParent[a] ?? a] ?? 0;
  };
  const pairDual2 = (i: number, j: number): number =>
    (vertexDual2[i] ?? 0) + (vertexDual2[j] ?? 0) + common2(i, j);
  const covers = (i: number, j: number, value: number): boolean => {
    const vertices = (vertexDual2[i] ?? 0) + (vertexDual2[j] ?? 0);
    if (vertices >= value) return true;
    const a = vertexBlossom[i] ?? -1;
    const b = vertexBlossom[j] ?? -1;
    if (a === -1 || b === -1 || root[a] !== root[b]) return false;
    // The shared blossoms' duals lie between the outermost one's and either chain's sum.
    if (vertices + (sum2[root[a] ?? 0] ?? 0) >= value) return true;
    if (vertices + Math.min(sum2[a] ?? 0, sum2[b] ?? 0) < value) return false;
    return vertices + common2(i, j) >= value;
  };
  const slack2 = (i: number, j: number, weight: number): number => pairDual2(i, j) - 2 * weight;
  return { pairDual2, covers, slack2, violates: (i, j, weight) => slack2(i, j, weight) < 0 };
}

/**
 * Checks that the blossom lists and the vertices' chains describe the same
 * laminar family, in O(Σ|B| + n): parents without cycles, each blossom inside
 * its parent, each vertex listed by its innermost blossom and by none of that
 * blossom's children, and as many listings as chain links.
 */
function checkStructure(n: number, duals: MatchingDuals, report: (detail: string) => void): void {
  const { blossomParent, blossomVertexStart, blossomVertices, vertexBlossom } = duals;
  const count = blossomParent.length;
  if (
    duals.vertexDual2.length !== n ||
    vertexBlossom.length !== n ||
    duals.blossomDual2.length !== count ||
    blossomVertexStart.length !== count + 1
  ) {
    report('The dual arrays do not have the lengths of the graph');
    return;
  }
  // Depths (chain lengths up to the outermost blossom), refusing cycles and bad links.
  const depth = new Int32Array(count).fill(-1);
  const pending: number[] = [];
  for (let b = 0; b < count; b += 1) {
    for (let x = b; x !== -1 && depth[x] === -1; x = blossomParent[x] ?? -1) {
      const parent = blossomParent[x] ?? -1;
      if (parent < -1 || parent >= count || pending.length > count) {
        report(`Blossom ${x} has an invalid parent`);
        return;
      }
      pending.push(x);
    }
    for (let index = pending.length - 1; index >= 0; index -= 1) {
      const x = pending[index] ?? 0;
      const parent = blossomParent[x] ?? -1;
      depth[x] = parent === -1 ? 1 : (depth[parent] ?? 0) + 1;
    }
    pending.length = 0;
  }
  let chainLinks = 0;
  for (let v = 0; v < n; v += 1) {
    const b = vertexBlossom[v] ?? -1;
    if (b < -1 || b >= count) {
      report(`Vertex ${v} has an invalid innermost blossom`);
      return;
    }
    chainLinks += b === -1 ? 0 : (depth[b] ?? 0);
  }
  const listOf = (b: number) =>
    blossomVertices.subarray(blossomVertexStart[b] ?? 0, blossomVertexStart[b + 1] ?? 0);
  // Each blossom's vertices are stamped, then its children's are checked against the stamps.
  const children: number[][] = Array.from({ length: count }, () => []);
  for (let b = 0; b < count; b += 1) {
    const parent = blossomParent[b] ?? -1;
    if (parent !== -1) children[parent]?.push(b);
  }
  const stamp = new Int32Array(n).fill(-1);
  const innermostSeen = new Uint8Array(n);
  for (let b = 0; b < count; b += 1) {
    for (const v of listOf(b)) {
      if (v < 0 || v >= n || stamp[v] === b) {
        report(`Blossom ${b} lists an invalid or repeated vertex ${v}`);
        return;
      }
      stamp[v] = b;
      if (vertexBlossom[v] === b) innermostSeen[v] = 1;
    }
    for (const child of children[b] ?? [])
      for (const v of listOf(child)) {
        if (stamp[v] !== b) report(`Blossom ${child} lists vertex ${v}, which its parent does not`);
        else if (vertexBlossom[v] === b)
          report(`Vertex ${v} is in blossom ${child}, inside its innermost blossom ${b}`);
      }
  }
  for (let v = 0; v < n; v += 1)
    if (vertexBlossom[v] !== -1 && !innermostSeen[v])
      report(`Vertex ${v} is not listed by its innermost blossom ${vertexBlossom[v] ?? -1}`);
  if (blossomVertices.length !== chainLinks)
    report('The blossoms do not list every vertex of their chains');
}

/** Verifies that `result` is a matching of `edges` and that its duals prove it optimal. */
export function checkCertificate(
  n: number,
  edges: MatchingEdges,
  result: CertifiedSolution,
): Certificate {
  const violations: CertificateViolation[] = [];
  let violationCount = 0;
  const report = (kind: CertificateViolationKind, detail: string) => {
    violationCount += 1;
    if (violations.length < violationsKept) violations.push({ kind, detail });
  };
  const { mate, duals, maxCardinality } = result;
  checkStructure(n, duals, (detail) => {
    report('structure', detail);
  });
  const edgeWeight = new Map<number, number>();
  for (let k = 0; k < edges.from.length; k += 1) {
    const i = edges.from[k] ?? 0;
    const j = edges.to[k] ?? 0;
    edgeWeight.set(Math.min(i, j) * n + Math.max(i, j), edges.weight[k] ?? 0);
  }
  let primal = 0;
  let cardinality = 0;
  if (mate.length !== n) report('matching', 'mate does not have one entry per vertex');
  for (let v = 0; v < mate.length; v += 1) {
    const partner = mate[v] ?? -1;
    if (partner === -1) continue;
    if (partner < 0 || partner >= n || partner === v || mate[partner] !== v) {
      report('matching', `Vertex ${v} has an inconsistent partner ${partner}`);
      continue;
    }
    if (partner < v) continue;
    const weight = edgeWeight.get(v * n + partner);
    if (weight === undefined) report('matching', `${v}–${partner} is not an edge`);
    else primal += weight;
    cardinality += 1;
  }
  if (violationCount > 0) return finish(primal, Number.NaN, violations, violationCount);

  let minVertex2 = n === 0 ? 0 : Infinity;
  let dual2 = 0;
  for (let v = 0; v < n; v += 1) {
    const value = duals.vertexDual2[v] ?? 0;
    minVertex2 = Math.min(minVertex2, value);
    dual2 += value;
    if (!maxCardinality && value < 0) report('sign', `Vertex ${v} has a negative dual ${value}`);
  }
  if (maxCardinality) dual2 -= (n - 2 * cardinality) * minVertex2;
  for (let b = 0; b < duals.blossomDual2.length; b += 1) {
    const value = duals.blossomDual2[b] ?? 0;
    if (value < 0) report('sign', `Blossom ${b} has a negative dual ${value}`);
    const size = (duals.blossomVertexStart[b + 1] ?? 0) - (duals.blossomVertexStart[b] ?? 0);
    dual2 += value * Math.floor(size / 2);
  }
  const index = createDualIndex(duals);
  for (let k = 0; k < edges.from.length; k += 1) {
    const i = edges.from[k] ?? 0;
    const j = edges.to[k] ?? 0;
    const weight = edges.weight[k] ?? 0;
    const slack = index.slack2(i, j, weight);
    if (slack < 0) report('edge', `Edge ${i}–${j} (weight ${weight}) has slack ${slack / 2}`);
  }
  if (dual2 !== 2 * primal)
    report('objective', `The dual objective ${dual2 / 2} differs from the weight ${primal}`);
  return finish(primal, dual2 / 2, violations, violationCount);
}

function finish(
  primal: number,
  dual: number,
  violations: CertificateViolation[],
  violationCount: number,
): Certificate {
  return { certified: violationCount === 0, primal, dual, violations, violationCount };
}
