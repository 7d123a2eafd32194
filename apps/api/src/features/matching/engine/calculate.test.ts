import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';
import { hashCalculationInput } from './calculation-input';
import type { CalculationInput, CalculationResult } from './calculation-types';
import { answerLayoutOf } from './encoding';
import { preferenceImportance } from './preferences';
import { previewPair } from './preview';
import { createScoringModel, symmetricScore } from './scoring';
import { syntheticPool } from './synthetic-pool';

const pool = syntheticPool(120, { seed: 21 });
const base = calculate(pool);

/** The result without its timings (which differ from run to run). */
function comparable(result: CalculationResult) {
  return { ...result, timings: undefined };
}

function pairKeys(result: CalculationResult, rank = 0): string[] {
  return result.matches
    .filter((match) => match.rank === rank)
    .map((match) => `${match.a}|${match.b}`);
}

describe('calculate', () => {
  it('matches the pool, certified, with counts, explanations and metrics', () => {
    expect(base.certified).toBe(true);
    expect(base.counts.participants).toBe(120);
    expect(base.counts.matches).toBe(60);
    expect(base.counts.matchedParticipants).toBe(120);
    expect(base.counts.candidateEdges).toBe(base.candidates.a.length);
    expect(base.objective.scoreTotal).toBe(
      base.matches.reduce((sum, match) => sum + match.score, 0),
    );
    expect(base.objective.transformed).toBe(base.objective.scoreTotal);
    expect(base.certificates[0]).toMatchObject({ rank: 0, certified: true, violationCount: 0 });
    expect(base.certificates[0]?.primal).toBe(base.objective.scoreTotal);
    expect(base.metrics.optimal.scoreTotal).toBe(base.objective.scoreTotal);
    expect(base.metrics.leftovers).toEqual([]);
    const questionIds = new Set(pool.questions.map((question) => question.id));
    const first = base.matches[0];
    expect(first?.agree).toHaveLength(3);
    for (const entry of [...(first?.agree ?? []), ...(first?.differ ?? [])])
      expect(questionIds.has(entry.questionId)).toBe(true);
    expect(Object.keys(base.timings)).toEqual([
      'scoring',
      'candidates',
      'matching',
      'pricing',
      'metrics',
      'total',
    ]);
  });

  it('is deterministic: the same input gives the same output and hash', () => {
    const again = calculate(syntheticPool(120, { seed: 21 }));
    expect(comparable(again)).toEqual(comparable(base));
    expect(base.inputHash).toBe(hashCalculationInput(pool));
    expect(base.inputHash).toMatch(/^[0-9a-f]{64}$/);
    const answers = pool.answers.slice();
    answers[0] = answers[0] === 1 ? 2 : 1;
    expect(hashCalculationInput({ ...pool, answers })).not.toBe(base.inputHash);
    // Pair lists hash the same in any order or orientation.
    const forbidden: CalculationInput['forbiddenPairs'] = [
      ['p000001', 'p000002'],
      ['p000005', 'p000003'],
    ];
    expect(hashCalculationInput({ ...pool, forbiddenPairs: forbidden })).toBe(
      hashCalculationInput({
        ...pool,
        forbiddenPairs: [
          ['p000003', 'p000005'],
          ['p000002', 'p000001'],
        ],
      }),
    );
  });

  it('reaches the full graph’s optimum from two candidates per person, by pricing', () => {
    const full = calculate({ ...pool, settings: { mode: 'one_to_one', candidatesPerPerson: 119 } });
    const sparse = calculate({ ...pool, settings: { mode: 'one_to_one', candidatesPerPerson: 2 } });
    expect(full.counts.candidateEdges).toBe(full.counts.eligiblePairs);
    expect(sparse.objective.scoreTotal).toBe(full.objective.scoreTotal);
    expect(base.objective.scoreTotal).toBe(full.objective.scoreTotal);
    expect(sparse.certified).toBe(true);
    expect(sparse.counts).toMatchObject({
      candidateEdges: 177,
      pricingRounds: 2,
      edgesAdded: 1642,
    });
  });

  it('honours forced, forbidden, blocked and earlier pairs', () => {
    const [best] = base.matches;
    if (!best) throw new Error('no match');
    const pair: [string, string] = [best.a, best.b];
    for (const list of ['forbiddenPairs', 'blockedPairs', 'previousPairs'] as const) {
      const result = calculate({ ...pool, [list]: [pair] });
      expect(pairKeys(result)).not.toContain(`${best.a}|${best.b}`);
      expect(result.certified).toBe(true);
    }
    const forced = calculate({ ...pool, forcedPairs: [['p000007', 'p000003']] });
    expect(forced.matches[0]).toMatchObject({ a: 'p000003', b: 'p000007', forced: true, rank: 0 });
    expect(forced.matches.filter((match) => match.forced)).toHaveLength(1);
    const blockedForced = calculate({
      ...pool,
      forcedPairs: [['p000007', 'p000003']],
      blockedPairs: [['p000003', 'p000007']],
    });
    expect(blockedForced.skippedForcedPairs).toEqual([['p000003', 'p000007']]);
    expect(blockedForced.matches.filter((match) => match.forced)).toEqual([]);
  });

  it('leaves pairs under the minimum score unmatched', () => {
    const minScore = base.metrics.scores?.median ?? 0;
    const result = calculate({ ...pool, settings: { mode: 'one_to_one', minScore } });
    expect(result.matches.filter((match) => match.score < minScore)).toEqual([]);
    expect([minScore, result.counts.matches]).toEqual([7399, 33]);
    expect(result.metrics.leftovers).toHaveLength(120 - 2 * 33);
    expect(result.certified).toBe(true);
  });

  it('gives priority to people left unmatched', () => {
    const minScore = 7800;
    const settings = { mode: 'one_to_one' as const, minScore };
    const strict = calculate({ ...pool, settings });
    // A leftover who has a candidate at or above the minimum score.
    const candidateIds = new Set<string>();
    strict.candidates.score.forEach((score, k) => {
      if (score < minScore) return;
      candidateIds.add(pool.participantIds[strict.candidates.a[k] ?? 0] ?? '');
      candidateIds.add(pool.participantIds[strict.candidates.b[k] ?? 0] ?? '');
    });
    const leftover = strict.metrics.leftovers.find((id) => candidateIds.has(id));
    if (leftover === undefined) throw new Error('no leftover with a candidate');
    const prioritised = calculate({
      ...pool,
      settings: { ...settings, priorityBonus: 20_000 },
      priorityIds: [leftover],
    });
    expect(prioritised.metrics.leftovers).not.toContain(leftover);
    expect(prioritised.certified).toBe(true);
    expect(prioritised.counts.matches).toBe(strict.counts.matches);
  });

  it('matches as many people as possible when asked, the scores coming second', () => {
    // a and b agree fully; c and d agree with each other but cannot meet (in person vs online);
    // every other pair scores 2,500.
    const ints = (values: number[]) => Int32Array.from(values);
    const none = ints([-1, -1, -1, -1]);
    const small: CalculationInput = {
      participantIds: ['a', 'b', 'c', 'd'],
      questions: [{ id: 'q', type: 'scale', optionCount: 0, scaleMax: 5, importance: 1 }],
      criteria: [],
      answers: ints([1, 1, 4, 4]),
      physicals: {
        birthYear: none,
        gender: none,
        gendersSought: ints([0, 0, 0, 0]),
        ageMin: none,
        ageMax: none,
        height: none,
        heightMin: none,
        heightMax: none,
        campus: none,
        sameCampus: new Uint8Array(4),
        department: none,
        classYear: none,
        languages: ints([0, 0, 0, 0]),
        meetingModes: ints([3, 3, 1, 2]),
      },
      rules: pool.rules,
      settings: { mode: 'one_to_one' },
    };
    const pairs = (result: CalculationResult) =>
      result.matches.map((match) => [match.a, match.b, match.score]);
    expect(pairs(calculate(small))).toEqual([['a', 'b', 10000]]);
    const most = calculate({ ...small, settings: { mode: 'one_to_one', maximizeMatched: true } });
    // Two pairs instead of one; {a-c, b-d} would tie, the run always gives the same one.
    expect(pairs(most)).toEqual([
      ['a', 'd', 2500],
      ['b', 'c', 2500],
    ]);
    expect(most.objective).toEqual({ scoreTotal: 5000, transformed: 5000 });
    expect(most.certified).toBe(true);
  });

  it('finds k disjoint matchings in top_k mode', () => {
    const result = calculate({ ...pool, settings: { mode: 'top_k', k: 3 } });
    const keys = result.matches.map((match) => `${match.a}|${match.b}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect([0, 1, 2].map((rank) => pairKeys(result, rank).length)).toEqual([60, 60, 60]);
    expect(pairKeys(result, 0)).toEqual(pairKeys(base, 0));
    expect(result.certificates.map((certificate) => certificate.certified)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('adds two-sided preference satisfactions and blends the scores', () => {
    const n = pool.participantIds.length;
    // One item on the bedtime question (single choice, 4 options): accept one's own answer only.
    const questionIndex = pool.questions.findIndex(
      (question) => question.type === 'single_choice' && question.optionCount === 4,
    );
    const layout = answerLayoutOf(pool.questions);
    const slot = layout.slot[questionIndex] ?? 0;
    const accepted = Int32Array.from({ length: n }, (_, person) => {
      const answer = pool.answers[person * layout.rowWidth + slot] ?? -1;
      return answer < 0 ? -1 : 1 << answer;
    });
    const result = calculate({
      ...pool,
      preferences: {
        questionIndex: Int32Array.from([questionIndex]),
        accepted,
        importance: new Int32Array(n).fill(preferenceImportance.somewhat),
      },
    });
    expect(result.certified).toBe(true);
    expect(result.matches).toHaveLength(60);
    // With one item in common the preference score is √(s·s) − 1 ≤ 0, so a pair's score is
    // half its symmetric score; without it (an answer missing) the symmetric score stays.
    const model = createScoringModel(pool.questions, [], layout);
    const index = new Map(pool.participantIds.map((id, person) => [id, person]));
    let halved = 0;
    for (const match of result.matches) {
      const i = index.get(match.a) ?? -1;
      const j = index.get(match.b) ?? -1;
      const answerA = pool.answers[i * layout.rowWidth + slot] ?? -1;
      const answerB = pool.answers[j * layout.rowWidth + slot] ?? -1;
      const symmetric = symmetricScore(model, pool.answers, i, j);
      if (answerA < 0 || answerB < 0) {
        expect([match.score, match.satisfactionAB, match.satisfactionBA]).toEqual([
          symmetric,
          null,
          null,
        ]);
        continue;
      }
      halved += 1;
      expect(match.score).toBe(Math.round(symmetric / 2));
      const agreed = answerA === answerB ? 10000 : 0;
      expect([match.satisfactionAB, match.satisfactionBA]).toEqual([agreed, agreed]);
    }
    expect(halved).toBe(59);
  });

  it('previews a pair as the calculation scores and explains it, with failing filters', () => {
    const [match] = base.matches;
    if (!match) throw new Error('no match');
    expect(previewPair(pool, match.a, match.b)).toEqual({
      score: match.score,
      symmetricScore: match.score,
      satisfactionAB: null,
      satisfactionBA: null,
      agree: match.agree,
      differ: match.differ,
      failingFilters: [],
      passesFilterQuestions: true,
      passesMandatoryPreferences: true,
    });
    // In person only against online only; they are also on campuses one of them refuses.
    const meetingModes = pool.physicals.meetingModes.slice();
    meetingModes[0] = 1;
    meetingModes[1] = 2;
    const apart = { ...pool, physicals: { ...pool.physicals, meetingModes } };
    expect(previewPair(apart, 'p000000', 'p000001')).toMatchObject({
      score: 4399,
      failingFilters: ['meeting_mode', 'campus'],
    });
    expect(() => previewPair(pool, 'p000000', 'nobody')).toThrow(/participants/);
  });

  it('rejects participants out of order and settings out of range', () => {
    expect(() =>
      calculate({ ...pool, participantIds: [...pool.participantIds].reverse() }),
    ).toThrow(/ascending/);
    expect(() => calculate({ ...pool, settings: { mode: 'top_k', k: 11 } })).toThrow(/k is 1..10/);
    expect(() =>
      calculate({ ...pool, settings: { mode: 'one_to_one', minScore: 10_001 } }),
    ).toThrow(/minScore/);
  });
});
