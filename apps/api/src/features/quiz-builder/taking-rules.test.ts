import { describe, expect, it } from 'vitest';
import { answerProblems, keysByQuestion, matchesKey, resultOf, scoreOf } from './taking-rules';

const noAnswer = { option_ids: [], scale_value: null, text_value: null };

describe('answers', () => {
  it('matches a ranking in the key order, other choices as a set', () => {
    expect(matchesKey('ranking', ['a', 'b'], ['a', 'b'])).toBe(true);
    expect(matchesKey('ranking', ['b', 'a'], ['a', 'b'])).toBe(false);
    expect(matchesKey('multiple_choice', ['b', 'a'], ['a', 'b'])).toBe(true);
    expect(matchesKey('multiple_choice', ['a'], ['a', 'b'])).toBe(false);
    expect(matchesKey('single_choice', [], [])).toBe(false);
  });

  it('takes an answer that fits its version and names each field that does not', () => {
    const single = { type: 'single_choice' as const, scale_max: null };
    expect(answerProblems(single, ['a', 'b'], { ...noAnswer, option_ids: ['a'] })).toEqual([]);
    expect(
      answerProblems(single, ['a', 'b'], { ...noAnswer, option_ids: ['c'], scale_value: 3 }).map(
        (problem) => problem.field,
      ),
    ).toEqual(['body.scale_value', 'body.option_ids.0']);
    const ranking = { type: 'ranking' as const, scale_max: null };
    expect(
      answerProblems(ranking, ['a', 'b'], { ...noAnswer, option_ids: ['a'] }).map(
        (problem) => problem.field,
      ),
    ).toEqual(['body.option_ids']);
    const scale = { type: 'scale' as const, scale_max: 5 };
    expect(answerProblems(scale, [], { ...noAnswer, scale_value: 5 })).toEqual([]);
    expect(answerProblems(scale, [], { ...noAnswer, scale_value: 6 })).toHaveLength(1);
    const text = { type: 'short_text' as const, scale_max: null };
    expect(answerProblems(text, [], { ...noAnswer, text_value: '' })).toHaveLength(1);
  });
});

describe('scoring', () => {
  const questions = [
    { question_id: 'q1', type: 'single_choice' as const, points: 2 },
    { question_id: 'q2', type: 'ranking' as const, points: 3 },
    { question_id: 'q3', type: 'short_text' as const, points: 5 },
  ];
  const keys = keysByQuestion([
    { question_id: 'q1', option_id: 'a' },
    { question_id: 'q2', option_id: 'x' },
    { question_id: 'q2', option_id: 'y' },
  ]);
  const answers = new Map([
    ['q1', { option_ids: ['a'] }],
    ['q2', { option_ids: ['y', 'x'] }],
  ]);

  it('scores the keyed choices of a knowledge quiz and nothing else', () => {
    const scoring = scoreOf({ purpose: 'knowledge' }, questions, keys, answers);
    expect(scoring.perQuestion.map((entry) => entry.correct)).toEqual([true, false, null]);
    expect(scoring.score).toBe(2);
    expect(scoring.maxScore).toBe(5);
    const survey = scoreOf({ purpose: 'survey' }, questions, keys, answers);
    expect([survey.score, survey.maxScore]).toEqual([0, 0]);
  });

  it('gives a result once the attempt is completed, with the kept score and the pass', () => {
    const scoring = scoreOf({ purpose: 'knowledge' }, questions, keys, answers);
    const quiz = { purpose: 'knowledge' as const, pass_score: 2 };
    expect(resultOf(quiz, undefined, 3, 2, scoring)).toBeNull();
    const completed_at = new Date('2026-03-01T10:00:00Z');
    const result = resultOf(quiz, { completed_at, score: 2, max_score: 5 }, 3, 2, scoring);
    expect(result).toMatchObject({ score: 2, max_score: 5, passed: true, question_count: 3 });
    expect(result?.questions.map((entry) => entry.points_earned)).toEqual([2, 0, 0]);
  });
});
