import { describe, expect, it } from 'vitest';
import { computeMetrics, greedyMatching, histogramOf, summarizeScores } from './metrics';

// Seven people; candidates on the path 0-1-2-3 (6000, 10000, 6000), 4-5 (3000); 6 has none.
const candidates = {
  from: Int32Array.from([0, 1, 2, 4]),
  to: Int32Array.from([1, 2, 3, 5]),
  score: Int32Array.from([6000, 10000, 6000, 3000]),
};
const optimal = {
  pairs: Int32Array.from([0, 1, 2, 3, 4, 5]),
  scores: Int32Array.from([6000, 6000, 3000]),
};

describe('computeMetrics', () => {
  it('summarises the scores, blocking pairs, the greedy comparison, groups and leftovers', () => {
    const metrics = computeMetrics({
      n: 7,
      ...optimal,
      fixedPairs: new Int32Array(0),
      candidates,
      groups: [{ name: 'gender', labels: ['f', 'm', 'f', 'm', 'f', 'm', 'f'] }],
      histogramBins: 10,
    });
    expect(metrics.scores).toEqual({ count: 3, min: 3000, p10: 3000, median: 6000, mean: 5000 });
    expect(metrics.histogram.filter((bin) => bin.count > 0)).toEqual([
      { from: 3000, to: 4000, count: 1 },
      { from: 6000, to: 7000, count: 2 },
    ]);
    expect(metrics.histogram).toHaveLength(10);
    // 1 and 2 would both rather be together (10000) than with their partners (6000).
    expect(metrics.blockingPairs).toBe(1);
    expect(metrics.optimal).toEqual({ pairs: 3, matchedParticipants: 6, scoreTotal: 15000 });
    // Greedy takes 1-2 first and strands 0 and 3.
    expect(metrics.greedy).toEqual({ pairs: 2, matchedParticipants: 4, scoreTotal: 13000 });
    expect(metrics.groups).toEqual([
      { group: 'gender', label: 'f', matched: 3, unmatched: 1 },
      { group: 'gender', label: 'm', matched: 3, unmatched: 0 },
    ]);
    expect(metrics.leftovers).toEqual([6]);
  });

  it('keeps forced pairs in the greedy comparison', () => {
    const greedy = greedyMatching(7, Int32Array.from([0, 1]), candidates);
    expect(Array.from(greedy.pairs)).toEqual([2, 3, 4, 5]);
    const metrics = computeMetrics({
      n: 7,
      ...optimal,
      fixedPairs: Int32Array.from([0, 1]),
      candidates,
    });
    expect(metrics.greedy).toEqual({ pairs: 3, matchedParticipants: 6, scoreTotal: 15000 });
  });

  it('reports no summary for no matches and counts unmatched people as blocking', () => {
    expect(summarizeScores(new Int32Array(0))).toBeNull();
    const metrics = computeMetrics({
      n: 7,
      pairs: new Int32Array(0),
      scores: new Int32Array(0),
      fixedPairs: new Int32Array(0),
      candidates,
    });
    expect(metrics.blockingPairs).toBe(4);
    expect(metrics.leftovers).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(histogramOf(Int32Array.from([0, 9999, 10000]), 4).map((bin) => bin.count)).toEqual([
      1, 0, 0, 2,
    ]);
  });
});
