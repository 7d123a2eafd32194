import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passesFilterCriteria } from './eligibility';
import { createPairScorer } from './pair-scorer';
import {
  answerLayoutOf,
  encodeAnswerRow,
  stackAnswerRows,
  validateAnswerMatrix,
  type EncodedQuestion,
  type RawAnswer,
} from './encoding';
import {
  createScoringModel,
  explainPair,
  maxScore,
  sqrtTransform,
  symmetricScore,
  type Criterion,
} from './scoring';
import { syntheticQuestionnaire } from './synthetic-pool';

const questionnaire = syntheticQuestionnaire();
const layout = answerLayoutOf(questionnaire);

/** A valid encoded value for each slot of a question, or -1 (unanswered). */
function answerArbitrary(question: EncodedQuestion) {
  const missing = fc.constant([-1]);
  switch (question.type) {
    case 'scale':
      return fc.oneof(
        missing,
        fc.integer({ min: 1, max: question.scaleMax ?? 5 }).map((v) => [v]),
      );
    case 'single_choice':
      return fc.oneof(
        missing,
        fc.integer({ min: 0, max: question.optionCount - 1 }).map((v) => [v]),
      );
    case 'multiple_choice':
      return fc.oneof(
        missing,
        fc.integer({ min: 0, max: 2 ** question.optionCount - 1 }).map((v) => [v]),
      );
    case 'ranking': {
      const items = Array.from({ length: question.optionCount }, (_, item) => item);
      return fc
        .shuffledSubarray(items, { minLength: items.length, maxLength: items.length })
        .map((order) => {
          const slots = new Array<number>(items.length).fill(-1);
          order.forEach((item, rank) => (slots[item] = rank));
          return slots;
        });
    }
    case 'short_text':
      return fc.constantFrom([-1], [1]);
  }
}

const rowArbitrary = fc
  .tuple(...questionnaire.map(answerArbitrary))
  .map((slots) => Int32Array.from(slots.flat()));

describe('symmetricScore', () => {
  const model = createScoringModel(questionnaire, [], layout);

  it('is an integer 0..10,000 (or -1), the same both ways, 10,000 for equal full answers', () => {
    fc.assert(
      fc.property(rowArbitrary, rowArbitrary, (a, b) => {
        const answers = stackAnswerRows([a, b], layout.rowWidth);
        validateAnswerMatrix(questionnaire, layout, answers, 2);
        const score = symmetricScore(model, answers, 0, 1);
        expect(score).toBe(symmetricScore(model, answers, 1, 0));
        expect(Number.isInteger(score) && score >= -1 && score <= maxScore).toBe(true);
        const self = symmetricScore(model, answers, 0, 0);
        expect(self === -1 || self === maxScore).toBe(true);
      }),
    );
  });

  it('gives exactly symmetricScore through the prepared pair scorer', () => {
    const criteria: Criterion[] = [
      { questionId: 'q02', mode: 'different' },
      { questionId: 'q20', mode: 'different', weight: 3 },
      { questionId: 'q05', mode: 'similar', weight: 0 },
    ];
    const weighted = createScoringModel(questionnaire, criteria, layout);
    fc.assert(
      fc.property(fc.array(rowArbitrary, { minLength: 2, maxLength: 6 }), (rows) => {
        const answers = stackAnswerRows(rows, layout.rowWidth);
        for (const scoring of [model, weighted]) {
          const scorePair = createPairScorer(scoring, answers, rows.length);
          for (let i = 0; i < rows.length; i += 1)
            for (let j = 0; j < rows.length; j += 1)
              expect(scorePair(i, j)).toBe(symmetricScore(scoring, answers, i, j));
        }
      }),
    );
  });

  // Three scale questions 1-5 (weights 1, 2, 3 by importance) and a short text.
  const small: EncodedQuestion[] = [
    { id: 'a', type: 'scale', optionCount: 0, scaleMax: 5, importance: 1 },
    { id: 'b', type: 'scale', optionCount: 0, scaleMax: 5, importance: 2 },
    { id: 'c', type: 'scale', optionCount: 0, scaleMax: 5, importance: 3 },
    { id: 'd', type: 'short_text', optionCount: 0, importance: 9 },
  ];
  const smallLayout = answerLayoutOf(small);
  const rows = (...people: (number | null)[][]) =>
    stackAnswerRows(
      people.map((values) =>
        encodeAnswerRow(
          small,
          [...values.map((value): RawAnswer => ({ scaleValue: value })), { text: 'hi' }],
          smallLayout,
        ),
      ),
      smallLayout.rowWidth,
    );

  it('weighs similarities by importance, or by the criteria', () => {
    // Similarities 1, 0.75, 0: (1·1 + 2·0.75 + 3·0) / 6.
    const answers = rows([1, 1, 1], [1, 2, 5]);
    expect(symmetricScore(createScoringModel(small, [], smallLayout), answers, 0, 1)).toBe(4167);
    const criteria: Criterion[] = [
      { questionId: 'a', mode: 'similar', weight: 0 },
      { questionId: 'c', mode: 'different', weight: 2 },
    ];
    // Question a dropped; b weighs 2 with 0.75, c weighs 2 with 1 − 0: 3.5 / 4.
    expect(symmetricScore(createScoringModel(small, criteria, smallLayout), answers, 0, 1)).toBe(
      8750,
    );
  });

  it('needs 80% of the scored questions in common', () => {
    const model = createScoringModel(small, [], smallLayout);
    expect(model.minCommon).toBe(3);
    expect(symmetricScore(model, rows([1, 1, null], [1, 1, 1]), 0, 1)).toBe(-1);
    const fiveQuestions: EncodedQuestion[] = ['a', 'b', 'c', 'd', 'e'].map((id) => ({
      id,
      type: 'scale',
      optionCount: 0,
      scaleMax: 5,
      importance: 1,
    }));
    const fiveLayout = answerLayoutOf(fiveQuestions);
    const fiveModel = createScoringModel(fiveQuestions, [], fiveLayout);
    expect(fiveModel.minCommon).toBe(4);
    const answers = Int32Array.from([1, 1, 1, 1, -1, 1, 1, 1, 1, 5]);
    expect(symmetricScore(fiveModel, answers, 0, 1)).toBe(maxScore);
  });

  it('makes filter questions must-match and keeps them out of the score', () => {
    const model = createScoringModel(small, [{ questionId: 'c', mode: 'filter' }], smallLayout);
    expect(Array.from(model.filters)).toEqual([2]);
    expect(passesFilterCriteria(model, rows([1, 1, 4], [5, 5, 4]), 0, 1)).toBe(true);
    expect(passesFilterCriteria(model, rows([1, 1, 4], [1, 1, 3]), 0, 1)).toBe(false);
    expect(passesFilterCriteria(model, rows([1, 1, 4], [1, 1, null]), 0, 1)).toBe(false);
    expect(() =>
      createScoringModel(small, [{ questionId: 'd', mode: 'filter' }], smallLayout),
    ).toThrow(/short text/);
  });

  it('explains a pair by its strongest agreements and differences', () => {
    const model = createScoringModel(small, [], smallLayout);
    // Similarities: a 1 (weight 1), b 0.75 (weight 2), c 0 (weight 3).
    expect(explainPair(model, rows([1, 1, 1], [1, 2, 5]), 0, 1)).toEqual({
      agree: [
        { question: 1, similarity: 7500 },
        { question: 0, similarity: 10000 },
      ],
      differ: [{ question: 2, similarity: 0 }],
    });
  });

  it('takes the square root for the concave transform, still 0..10,000', () => {
    expect([0, 1, 2500, 4900, 10000].map(sqrtTransform)).toEqual([0, 100, 5000, 7000, 10000]);
  });
});

describe('encodeAnswerRow', () => {
  it('encodes every question type into its slots', () => {
    const questions: EncodedQuestion[] = [
      { id: 's', type: 'single_choice', optionCount: 3, importance: 1 },
      { id: 'm', type: 'multiple_choice', optionCount: 4, importance: 1 },
      { id: 'c', type: 'scale', optionCount: 0, scaleMax: 7, importance: 1 },
      { id: 'r', type: 'ranking', optionCount: 3, importance: 1 },
      { id: 't', type: 'short_text', optionCount: 0, importance: 1 },
    ];
    const row = encodeAnswerRow(questions, [
      { optionIndexes: [2] },
      { optionIndexes: [0, 3] },
      { scaleValue: 6 },
      { optionIndexes: [2, 0, 1] },
      { text: ' ' },
    ]);
    expect(Array.from(row)).toEqual([2, 0b1001, 6, 1, 2, 0, -1]);
    expect(Array.from(encodeAnswerRow(questions, []))).toEqual([-1, -1, -1, -1, -1, -1, -1]);
    expect(
      Array.from(
        encodeAnswerRow(questions, [{ optionIndexes: [7] }, undefined, { scaleValue: 8 }]),
      ),
    ).toEqual([-1, -1, -1, -1, -1, -1, -1]);
    expect(() => {
      validateAnswerMatrix(
        questions,
        answerLayoutOf(questions),
        Int32Array.from([3, 0, 1, 0, 1, 2, 1]),
        1,
      );
    }).toThrow(/has 3 for question s/);
  });
});
