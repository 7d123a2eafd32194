import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerLayoutOf, type EncodedQuestion } from './encoding';
import {
  blendScores,
  createPreferenceModel,
  evaluatePreferences,
  preferenceImportance,
} from './preferences';

// Two questions about oneself: a single choice (3 options) and a multiple choice (3 options).
const questions: EncodedQuestion[] = [
  { id: 'smoke', type: 'single_choice', optionCount: 3, importance: 5 },
  { id: 'pets', type: 'multiple_choice', optionCount: 3, importance: 5 },
];
const layout = answerLayoutOf(questions);
const { very, somewhat, a_little: aLittle, mandatory } = preferenceImportance;

/** Two people: their answers (slots) and, per item, accepted masks and importances. */
function evaluate(
  answers: [number[], number[]],
  accepted: [number[], number[]],
  importance: [number[], number[]],
) {
  const model = createPreferenceModel(
    {
      questionIndex: Int32Array.from([0, 1]),
      accepted: Int32Array.from(accepted.flat()),
      importance: Int32Array.from(importance.flat()),
    },
    questions,
    layout.slot,
    2,
  );
  const rows = Int32Array.from(answers.flat());
  return [
    evaluatePreferences(model, rows, layout.rowWidth, 0, 1),
    evaluatePreferences(model, rows, layout.rowWidth, 1, 0),
  ] as const;
}

describe('two-sided preferences', () => {
  it('scores the geometric mean of both satisfactions minus 1 / items in common', () => {
    // a answered option 0 and pets {1}; b answered option 2 and pets {0, 1}.
    // a accepts option 2 (very: 50 earned of 50) and pets {2} (somewhat: 0 of 10): s_a(b) = 50/60.
    // b accepts options {0, 1} (a little: 1 of 1) and pets {1} (very: 50 of 50): s_b(a) = 1.
    const [ab, ba] = evaluate(
      [
        [0, 0b010],
        [2, 0b011],
      ],
      [
        [0b100, 0b100],
        [0b011, 0b010],
      ],
      [
        [very, somewhat],
        [aLittle, very],
      ],
    );
    const expected = Math.round(10_000 * (Math.sqrt(50 / 60) - 1 / 2));
    expect(ab).toEqual({
      eligible: true,
      common: 2,
      satisfactionAB: 8333,
      satisfactionBA: 10000,
      score: expected,
    });
    expect(ba).toEqual({ ...ab, satisfactionAB: 10000, satisfactionBA: 8333 });
    expect(blendScores(8000, expected, 0.5)).toBe(Math.round(0.5 * 8000 + 0.5 * expected));
    expect(blendScores(8000, -1, 0.5)).toBe(8000);
  });

  it('treats a mandatory item as a filter, both ways', () => {
    const answers: [number[], number[]] = [
      [0, 0b001],
      [1, 0b001],
    ];
    const [refused, refusedBack] = evaluate(
      answers,
      [
        [0b001, -1],
        [-1, -1],
      ],
      [
        [mandatory, 0],
        [0, 0],
      ],
    );
    expect(refused.eligible).toBe(false);
    expect(refusedBack.eligible).toBe(false);
    const [accepted] = evaluate(
      answers,
      [
        [0b010, -1],
        [0b001, -1],
      ],
      [
        [mandatory, 0],
        [somewhat, 0],
      ],
    );
    // One item in common: √(1 · 1) − 1 = 0.
    expect(accepted).toEqual({
      eligible: true,
      common: 1,
      satisfactionAB: 10000,
      satisfactionBA: 10000,
      score: 0,
    });
  });

  it('is symmetric and stays within 0..10,000', () => {
    const slot = fc.integer({ min: -1, max: 2 });
    const mask = fc.integer({ min: -1, max: 7 });
    const points = fc.constantFrom(0, 1, 10, 50, -1);
    fc.assert(
      fc.property(
        fc.tuple(slot, fc.integer({ min: -1, max: 7 }), slot, fc.integer({ min: -1, max: 7 })),
        fc.tuple(mask, mask, mask, mask),
        fc.tuple(points, points, points, points),
        ([a0, a1, b0, b1], [x0, x1, y0, y1], [i0, i1, j0, j1]) => {
          const [ab, ba] = evaluate(
            [
              [a0, a1],
              [b0, b1],
            ],
            [
              [x0, x1],
              [y0, y1],
            ],
            [
              [i0, i1],
              [j0, j1],
            ],
          );
          expect(ba.eligible).toBe(ab.eligible);
          expect(ba.score).toBe(ab.score);
          expect(ba.satisfactionAB).toBe(ab.satisfactionBA);
          if (ab.eligible && ab.common > 0) expect(ab.score >= 0 && ab.score <= 10_000).toBe(true);
        },
      ),
    );
  });
});
