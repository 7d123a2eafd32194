import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCertificate } from './certificate';
import { maxWeightMatching, type MatchingEdges } from './max-weight-matching';
import { bruteForceMatching, createRandom, edgeArraysOf, randomGraph } from './test-support';

type Triple = readonly [number, number, number];

function solveTriples(triples: readonly Triple[], maxCardinality = false) {
  const n = triples.reduce((size, [i, j]) => Math.max(size, i + 1, j + 1), 0);
  const edges = edgeArraysOf(triples);
  const result = maxWeightMatching(n, edges, { maxCardinality });
  return { n, edges, result };
}

// Van Rantwijk's mwmatching test cases: each builds a particular blossom situation.
const classicCases: { name: string; edges: Triple[]; maxCardinality?: boolean; mate: number[] }[] =
  [
    { name: 'single edge', edges: [[0, 1, 1]], mate: [1, 0] },
    {
      name: 'two edges',
      edges: [
        [1, 2, 10],
        [2, 3, 11],
      ],
      mate: [-1, -1, 3, 2],
    },
    {
      name: 'path of three',
      edges: [
        [1, 2, 5],
        [2, 3, 11],
        [3, 4, 5],
      ],
      mate: [-1, -1, 3, 2, -1],
    },
    {
      name: 'path of three, maximum cardinality',
      edges: [
        [1, 2, 5],
        [2, 3, 11],
        [3, 4, 5],
      ],
      maxCardinality: true,
      mate: [-1, 2, 1, 4, 3],
    },
    {
      name: 'S-blossom used for augmentation',
      edges: [
        [1, 2, 8],
        [1, 3, 9],
        [2, 3, 10],
        [3, 4, 7],
        [1, 6, 5],
        [4, 5, 6],
      ],
      mate: [-1, 6, 3, 2, 5, 4, 1],
    },
    {
      name: 'S-blossom relabelled as T-blossom',
      edges: [
        [1, 2, 9],
        [1, 3, 8],
        [2, 3, 10],
        [1, 4, 5],
        [4, 5, 3],
        [3, 6, 4],
      ],
      mate: [-1, 2, 1, 6, 5, 4, 3],
    },
    {
      name: 'nested S-blossom',
      edges: [
        [1, 2, 9],
        [1, 3, 9],
        [2, 3, 10],
        [2, 4, 8],
        [3, 5, 8],
        [4, 5, 10],
        [5, 6, 6],
      ],
      mate: [-1, 3, 4, 1, 2, 6, 5],
    },
    {
      name: 'S-blossom relabelled as S, then nested',
      edges: [
        [1, 2, 10],
        [1, 7, 10],
        [2, 3, 12],
        [3, 4, 20],
        [3, 5, 20],
        [4, 5, 25],
        [5, 6, 10],
        [6, 7, 10],
        [7, 8, 8],
      ],
      mate: [-1, 2, 1, 4, 3, 6, 5, 8, 7],
    },
    {
      name: 'nested S-blossom expanded recursively',
      edges: [
        [1, 2, 8],
        [1, 3, 8],
        [2, 3, 10],
        [2, 4, 12],
        [3, 5, 12],
        [4, 5, 14],
        [4, 6, 12],
        [5, 7, 12],
        [6, 7, 14],
        [7, 8, 12],
      ],
      mate: [-1, 2, 1, 5, 6, 3, 4, 8, 7],
    },
    {
      name: 'S-blossom relabelled as T and expanded',
      edges: [
        [1, 2, 23],
        [1, 5, 22],
        [1, 6, 15],
        [2, 3, 25],
        [3, 4, 22],
        [4, 5, 25],
        [4, 8, 14],
        [5, 7, 13],
      ],
      mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4],
    },
    {
      name: 'nested S-blossom relabelled as T and expanded',
      edges: [
        [1, 2, 19],
        [1, 3, 20],
        [1, 8, 8],
        [2, 3, 25],
        [2, 4, 18],
        [3, 5, 18],
        [4, 5, 13],
        [4, 7, 7],
        [5, 6, 7],
      ],
      mate: [-1, 8, 3, 2, 7, 6, 5, 4, 1],
    },
    {
      name: 'blossom relabelled as T in more than one way',
      edges: [
        [1, 2, 45],
        [1, 5, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 50],
        [1, 6, 30],
        [3, 9, 35],
        [4, 8, 35],
        [5, 7, 26],
        [9, 10, 5],
      ],
      mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
    },
    {
      name: 'T-blossom expanded to a new least-slack edge',
      edges: [
        [1, 2, 45],
        [1, 5, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 50],
        [1, 6, 30],
        [3, 9, 35],
        [4, 8, 28],
        [5, 7, 26],
        [9, 10, 5],
      ],
      mate: [-1, 6, 3, 2, 8, 7, 1, 5, 4, 10, 9],
    },
    {
      name: 'nested blossom expanded onto an augmenting path',
      edges: [
        [1, 2, 45],
        [1, 7, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 95],
        [4, 6, 94],
        [5, 6, 94],
        [6, 7, 50],
        [1, 8, 30],
        [3, 11, 35],
        [5, 9, 36],
        [7, 10, 26],
        [11, 12, 5],
      ],
      mate: [-1, 8, 3, 2, 6, 9, 4, 10, 1, 5, 7, 12, 11],
    },
    {
      name: 'nested S-blossom relabelled as S and expanded recursively',
      edges: [
        [1, 2, 40],
        [1, 3, 40],
        [2, 3, 60],
        [2, 4, 55],
        [3, 5, 55],
        [4, 5, 50],
        [1, 8, 15],
        [5, 7, 30],
        [7, 6, 10],
        [8, 10, 10],
        [4, 9, 30],
      ],
      mate: [-1, 2, 1, 5, 9, 3, 7, 6, 10, 4, 8],
    },
  ];

describe('maxWeightMatching', () => {
  it.each(classicCases)('$name', ({ edges, maxCardinality, mate }) => {
    const solved = solveTriples(edges, maxCardinality);
    expect(Array.from(solved.result.mate)).toEqual(mate);
    expect(checkCertificate(solved.n, solved.edges, solved.result).certified).toBe(true);
  });

  it('matches nothing in a graph without edges, with zero duals', () => {
    const result = maxWeightMatching(3, { from: [], to: [], weight: [] });
    expect(Array.from(result.mate)).toEqual([-1, -1, -1]);
    expect(result.weight).toBe(0);
    expect(Array.from(result.duals.vertexDual2)).toEqual([0, 0, 0]);
    expect(maxWeightMatching(0, { from: [], to: [], weight: [] }).mate.length).toBe(0);
  });

  it('rejects loops, vertices out of range and weights that are not whole numbers ≥ 0', () => {
    expect(() => maxWeightMatching(2, { from: [0], to: [0], weight: [1] })).toThrow(/loop/);
    expect(() => maxWeightMatching(2, { from: [0], to: [2], weight: [1] })).toThrow(/outside/);
    expect(() => maxWeightMatching(2, { from: [0], to: [1], weight: [1.5] })).toThrow(/weight/);
    expect(() => maxWeightMatching(2, { from: [0], to: [1], weight: [-1] })).toThrow(/weight/);
    expect(() => maxWeightMatching(2, { from: [0, 1], to: [1], weight: [1] })).toThrow(/length/);
  });

  it('keeps a positive-dual blossom in its certificate (a heavy triangle with a pendant)', () => {
    const solved = solveTriples([
      [0, 1, 10],
      [1, 2, 10],
      [0, 2, 10],
      [2, 3, 1],
    ]);
    expect(solved.result.weight).toBe(11);
    const { duals } = solved.result;
    // u = 1/2 everywhere and z = 9 for the triangle: 1/2 + 1/2 + 9 = 10 on its sides.
    expect(Array.from(duals.vertexDual2)).toEqual([1, 1, 1, 1]);
    expect(Array.from(duals.blossomDual2)).toEqual([18]);
    expect(Array.from(duals.blossomVertices).sort()).toEqual([0, 1, 2]);
    expect(Array.from(duals.vertexBlossom)).toEqual([0, 0, 0, -1]);
    expect(checkCertificate(4, solved.edges, solved.result)).toMatchObject({
      certified: true,
      primal: 11,
      dual: 11,
    });
  });

  it('reports progress once per stage, up to ⌊n/2⌋', () => {
    const calls: [number, number][] = [];
    maxWeightMatching(
      5,
      edgeArraysOf([
        [0, 1, 3],
        [1, 2, 4],
        [2, 3, 5],
        [3, 4, 6],
      ]),
      { onProgress: (done, total) => calls.push([done, total]) },
    );
    expect(calls).toEqual([
      [1, 2],
      [2, 2],
      [2, 2],
    ]);
  });

  it('equals brute force on 500 random graphs of up to 10 vertices, with and without maxCardinality', () => {
    const random = createRandom(7);
    let certified = 0;
    let withBlossoms = 0;
    for (let graph = 0; graph < 500; graph += 1) {
      const n = random.int(1, 10);
      const edges = randomGraph(random, n, 0.2 + 0.8 * random.next(), 0, graph % 3 === 0 ? 3 : 30);
      for (const maxCardinality of [false, true]) {
        const result = maxWeightMatching(n, edges, { maxCardinality });
        const expected = bruteForceMatching(n, edges, maxCardinality);
        expect(result.weight, `graph ${graph}`).toBe(expected.weight);
        if (maxCardinality) expect(result.cardinality).toBe(expected.cardinality);
        if (checkCertificate(n, edges, result).certified) certified += 1;
        if (result.duals.blossomDual2.length > 0) withBlossoms += 1;
      }
    }
    expect(certified).toBe(1000);
    // The sample reaches positive-dual blossoms, so their certificate terms are exercised.
    expect(withBlossoms).toBe(267);
  });
});

interface Fixture {
  name: string;
  n: number;
  edges: Triple[];
  maxWeight: { weight: number; cardinality: number };
  maxCardinality: { weight: number; cardinality: number };
}

const fixtureDirectory = new URL('../../../../test/fixtures/matching/', import.meta.url);
const fixtures: Fixture[] = readdirSync(fixtureDirectory)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => JSON.parse(readFileSync(new URL(file, fixtureDirectory), 'utf8')) as Fixture);

describe('maxWeightMatching against networkx', () => {
  it('has the committed reference instances', () => {
    expect(fixtures.map((fixture) => fixture.name)).toEqual([
      'nested-triangles-101',
      'nested-triangles-303',
      'pentagon-ring-200',
      'random-complete-100',
      'random-dense-50',
      'random-sparse-20',
      'random-sparse-300',
      'ties-100',
    ]);
  });

  it.each(fixtures)('$name: the weight and cardinality networkx found', (fixture) => {
    const edges: MatchingEdges = edgeArraysOf(fixture.edges);
    for (const [maxCardinality, expected] of [
      [false, fixture.maxWeight],
      [true, fixture.maxCardinality],
    ] as const) {
      const result = maxWeightMatching(fixture.n, edges, { maxCardinality });
      expect({ weight: result.weight, cardinality: result.cardinality }).toEqual(expected);
      const certificate = checkCertificate(fixture.n, edges, result);
      expect(certificate).toMatchObject({ certified: true, violationCount: 0 });
      expect(certificate.primal).toBe(expected.weight);
    }
  });
});
