import { describe, expect, it } from 'vitest';
import { checkCertificate, createDualIndex } from './certificate';
import { maxWeightMatching, type MatchingDuals } from './max-weight-matching';
import { createRandom, edgeArraysOf } from './test-support';

// A heavy triangle 0-1-2 with a pendant 2-3: optimum 0-1 and 2-3 (weight 11), with a blossom.
const triangle = edgeArraysOf([
  [0, 1, 10],
  [1, 2, 10],
  [0, 2, 10],
  [2, 3, 1],
]);
const solved = maxWeightMatching(4, triangle);

describe('checkCertificate', () => {
  it('certifies the solver’s answer: primal equals dual', () => {
    expect(checkCertificate(4, triangle, solved)).toEqual({
      certified: true,
      primal: 11,
      dual: 11,
      violations: [],
      violationCount: 0,
    });
  });

  it('rejects a pair that is not an edge, and an inconsistent partner', () => {
    const notAnEdge = checkCertificate(4, triangle, {
      ...solved,
      mate: Int32Array.from([3, 2, 1, 0]),
    });
    expect(notAnEdge.certified).toBe(false);
    expect(notAnEdge.violations).toEqual([{ kind: 'matching', detail: '0–3 is not an edge' }]);
    const oneSided = checkCertificate(4, triangle, {
      ...solved,
      mate: Int32Array.from([1, -1, 3, 2]),
    });
    expect(oneSided.violations[0]).toEqual({
      kind: 'matching',
      detail: 'Vertex 0 has an inconsistent partner 1',
    });
  });

  it('rejects a worse matching under the optimal duals (primal below dual)', () => {
    const worse = checkCertificate(4, triangle, {
      ...solved,
      mate: Int32Array.from([-1, 2, 1, -1]),
    });
    expect(worse).toMatchObject({ certified: false, primal: 10, dual: 11, violationCount: 1 });
    expect(worse.violations[0]?.kind).toBe('objective');
  });

  it('rejects infeasible and negative duals', () => {
    const lowered = checkCertificate(4, triangle, {
      ...solved,
      duals: { ...solved.duals, vertexDual2: Float64Array.from([1, 1, 1, -1]) },
    });
    expect(lowered.certified).toBe(false);
    expect(lowered.violations.map((violation) => violation.kind)).toEqual([
      'sign',
      'edge',
      'objective',
    ]);
    expect(lowered.violations[1]?.detail).toBe('Edge 2–3 (weight 1) has slack -1');
  });

  it('rejects a blossom family whose lists disagree with the vertices’ chains', () => {
    const detailOf = (duals: Partial<MatchingDuals>) =>
      checkCertificate(4, triangle, { ...solved, duals: { ...solved.duals, ...duals } })
        .violations[0];
    // Vertex 2 is listed by blossom 0 but has no chain.
    expect(detailOf({ vertexBlossom: Int32Array.from([0, 0, -1, -1]) })).toEqual({
      kind: 'structure',
      detail: 'The blossoms do not list every vertex of their chains',
    });
    // A chain that its innermost blossom does not list.
    expect(detailOf({ vertexBlossom: Int32Array.from([0, 0, 0, 0]) })?.detail).toBe(
      'Vertex 3 is not listed by its innermost blossom 0',
    );
    // A child blossom {2, 3} inside a parent {0, 1, 2}.
    expect(
      detailOf({
        blossomDual2: Float64Array.from([18, 2]),
        blossomParent: Int32Array.from([-1, 0]),
        blossomVertexStart: Int32Array.from([0, 3, 5]),
        blossomVertices: Int32Array.from([0, 1, 2, 2, 3]),
        vertexBlossom: Int32Array.from([0, 0, 1, 1]),
      })?.detail,
    ).toBe('Blossom 1 lists vertex 3, which its parent does not');
    expect(detailOf({ blossomParent: Int32Array.from([0]) })?.detail).toBe(
      'Blossom 0 has an invalid parent',
    );
  });

  it('certifies maximum-cardinality answers among matchings of their size', () => {
    const path = edgeArraysOf([
      [0, 1, 5],
      [1, 2, 11],
      [2, 3, 5],
    ]);
    const result = maxWeightMatching(4, path, { maxCardinality: true });
    expect(Array.from(result.mate)).toEqual([1, 0, 3, 2]);
    expect(checkCertificate(4, path, result)).toMatchObject({
      certified: true,
      primal: 10,
      dual: 10,
    });
  });
});

describe('createDualIndex', () => {
  it('adds the duals of the blossoms two vertices share, found up their chains', () => {
    // B0 = {0..4} (2z = 4) holds B1 = {0, 1, 2} (2z = 6); vertex 5 is in none.
    const duals: MatchingDuals = {
      vertexDual2: Float64Array.from([2, 2, 2, 2, 2, 2]),
      blossomDual2: Float64Array.from([4, 6]),
      blossomParent: Int32Array.from([-1, 0]),
      blossomVertexStart: Int32Array.from([0, 5, 8]),
      blossomVertices: Int32Array.from([0, 1, 2, 3, 4, 0, 1, 2]),
      vertexBlossom: Int32Array.from([1, 1, 1, 0, 0, -1]),
    };
    const index = createDualIndex(duals);
    expect(index.slack2(0, 1, 5)).toBe(2 + 2 + 4 + 6 - 10);
    expect(index.slack2(0, 3, 5)).toBe(2 + 2 + 4 - 10);
    expect(index.slack2(3, 4, 4)).toBe(2 + 2 + 4 - 8);
    expect(index.slack2(0, 5, 2)).toBe(0);
    expect(index.violates(0, 1, 7)).toBe(false);
    expect(index.violates(0, 1, 8)).toBe(true);
    expect(index.violates(0, 3, 4)).toBe(false);
    expect(index.violates(0, 5, 3)).toBe(true);
  });

  it('prices extra pairs against the solver’s duals', () => {
    const index = createDualIndex(solved.duals);
    // Inside the triangle: u + u + z = 1/2 + 1/2 + 9 = 10.
    expect(index.slack2(0, 1, 10)).toBe(0);
    expect(index.violates(0, 1, 11)).toBe(true);
    // Outside it: 1/2 + 1/2 = 1.
    expect(index.violates(0, 3, 1)).toBe(false);
    expect(index.violates(0, 3, 2)).toBe(true);
  });

  it('sums the shared blossoms like a walk up both chains, in deep random families', () => {
    const random = createRandom(3);
    for (let family = 0; family < 20; family += 1) {
      const count = random.int(1, 300);
      // Blossom b's parent is an earlier blossom (or none); chains can be hundreds deep.
      const blossomParent = Int32Array.from({ length: count }, (_, b) =>
        b === 0 || random.next() < 0.05
          ? -1
          : b - 1 - (random.next() < 0.7 ? 0 : random.int(0, b - 1)),
      );
      const blossomDual2 = Float64Array.from({ length: count }, () => random.int(1, 50));
      const n = 40;
      const vertexBlossom = Int32Array.from({ length: n }, () =>
        random.next() < 0.1 ? -1 : random.int(0, count - 1),
      );
      const index = createDualIndex({
        vertexDual2: new Float64Array(n),
        blossomDual2,
        blossomParent,
        blossomVertexStart: new Int32Array(count + 1),
        blossomVertices: new Int32Array(0),
        vertexBlossom,
      });
      const chains = Array.from({ length: n }, (_, v) => {
        const list: number[] = [];
        for (let b = vertexBlossom[v] ?? -1; b !== -1; b = blossomParent[b] ?? -1) list.push(b);
        return list;
      });
      const chainSets = chains.map((chain) => new Set(chain));
      const sums: number[] = [];
      const expected: number[] = [];
      const covered: boolean[] = [];
      for (let i = 0; i < n; i += 1)
        for (let j = 0; j < n; j += 1) {
          const shared = (chains[i] ?? []).filter((b) => chainSets[j]?.has(b));
          const sum = shared.reduce((total, b) => total + (blossomDual2[b] ?? 0), 0);
          expected.push(sum);
          sums.push(index.pairDual2(i, j));
          covered.push(index.covers(i, j, sum), !index.covers(i, j, sum + 1));
        }
      expect(sums).toEqual(expected);
      expect(covered.every(Boolean)).toBe(true);
      expect(covered).toHaveLength(2 * n * n);
    }
  });

  it('refuses parent links that form a cycle', () => {
    expect(() => createDualIndex({ ...solved.duals, blossomParent: Int32Array.from([0]) })).toThrow(
      /cycle/,
    );
  });
});
