import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EncodedQuestion } from './encoding';
import {
  jaccardSimilarity,
  popcount,
  rankingSimilarity,
  scaleSimilarity,
  singleChoiceSimilarity,
} from './similarity';

const unit = (value: number) => value >= 0 && value <= 1;

/** A single-choice question with 2..8 options, values, maybe unordered with a matrix. */
const singleChoiceQuestion = fc.integer({ min: 2, max: 8 }).chain((optionCount) =>
  fc.record({
    id: fc.constant('q'),
    type: fc.constant('single_choice' as const),
    optionCount: fc.constant(optionCount),
    importance: fc.constant(5),
    optionValues: fc.array(fc.integer({ min: -1000, max: 1000 }), {
      minLength: optionCount,
      maxLength: optionCount,
    }),
    ordered: fc.option(fc.boolean(), { nil: undefined }),
    compatibility: fc.option(
      fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
        minLength: optionCount * optionCount,
        maxLength: optionCount * optionCount,
      }),
      { nil: undefined },
    ),
  }),
);

/** Rank slots of a ranking over `count` items, some possibly unranked (-1). */
function rankSlots(count: number) {
  return fc
    .tuple(
      fc.shuffledSubarray(
        Array.from({ length: count }, (_, item) => item),
        { minLength: count, maxLength: count },
      ),
      fc.integer({ min: 2, max: count }),
    )
    .map(([order, ranked]) => {
      const slots = new Array<number>(count).fill(-1);
      order.slice(0, ranked).forEach((item, rank) => (slots[item] = rank));
      return slots;
    });
}

describe('similarities', () => {
  it('single choice: symmetric, in [0, 1], 1 for the same option', () => {
    fc.assert(
      fc.property(singleChoiceQuestion, fc.nat(), fc.nat(), (question: EncodedQuestion, x, y) => {
        const a = x % question.optionCount;
        const b = y % question.optionCount;
        const similarity = singleChoiceSimilarity(question, a, b);
        expect(similarity).toBe(singleChoiceSimilarity(question, b, a));
        expect(unit(similarity)).toBe(true);
        expect(singleChoiceSimilarity(question, a, a)).toBe(1);
      }),
    );
  });

  it('scale: symmetric, in [0, 1], 1 for the same value', () => {
    fc.assert(
      fc.property(fc.constantFrom(5, 7), fc.nat(), fc.nat(), (max, x, y) => {
        const a = 1 + (x % max);
        const b = 1 + (y % max);
        expect(scaleSimilarity(max, a, b)).toBe(scaleSimilarity(max, b, a));
        expect(unit(scaleSimilarity(max, a, b))).toBe(true);
        expect(scaleSimilarity(max, a, a)).toBe(1);
      }),
    );
  });

  it('multiple choice: symmetric, in [0, 1], 1 for the same choices', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 20 - 1 }),
        fc.integer({ min: 0, max: 2 ** 20 - 1 }),
        (a, b) => {
          expect(jaccardSimilarity(a, b)).toBe(jaccardSimilarity(b, a));
          expect(unit(jaccardSimilarity(a, b))).toBe(true);
          expect(jaccardSimilarity(a, a)).toBe(1);
        },
      ),
    );
  });

  it('ranking: symmetric, in [0, 1], 1 for the same ranking', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 7 })
          .chain((count) => fc.tuple(fc.constant(count), rankSlots(count), rankSlots(count))),
        ([count, a, b]) => {
          const answers = Int32Array.from([...a, ...b]);
          const ab = rankingSimilarity(answers, 0, count, count);
          const ba = rankingSimilarity(answers, count, 0, count);
          expect(ab).toBe(ba);
          if (ab !== -1) expect(unit(ab)).toBe(true);
          expect(rankingSimilarity(answers, 0, 0, count)).toBe(1);
        },
      ),
    );
  });

  it('computes the documented values', () => {
    const agreement: EncodedQuestion = {
      id: 'q',
      type: 'single_choice',
      optionCount: 5,
      optionValues: [1, 2, 3, 4, 5],
      importance: 5,
    };
    // Ordered: 1 − |1 − 4| / (5 − 1).
    expect(singleChoiceSimilarity(agreement, 0, 3)).toBe(0.25);
    // Unordered without a matrix: 0 for different options.
    expect(singleChoiceSimilarity({ ...agreement, ordered: false }, 0, 3)).toBe(0);
    // Equal values make a question unordered; a matrix is read both ways and averaged.
    const matrix = [1, 0.2, 0.6, 1];
    const unordered = { ...agreement, optionCount: 2, optionValues: [0, 0], compatibility: matrix };
    expect(singleChoiceSimilarity(unordered, 0, 1)).toBe(0.4);
    expect(scaleSimilarity(7, 2, 5)).toBe(0.5);
    expect(jaccardSimilarity(0b0111, 0b1110)).toBe(0.5);
    expect(jaccardSimilarity(0, 0)).toBe(1);
    expect(popcount(0xffffffff | 0)).toBe(32);
    // a ranks items 0 > 1 > 2, b ranks 1 > 0 > 2: one of three item pairs is discordant.
    expect(rankingSimilarity(Int32Array.from([0, 1, 2, 1, 0, 2]), 0, 3, 3)).toBeCloseTo(2 / 3, 12);
    // Only item 2 ranked by both: no pair to compare.
    expect(rankingSimilarity(Int32Array.from([-1, -1, 0, 0, 1, 2]), 0, 3, 3)).toBe(-1);
  });
});
