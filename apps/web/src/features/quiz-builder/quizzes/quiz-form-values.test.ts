import { describe, expect, it } from 'vitest';
import type { QbQuestion } from '@campus/contracts';
import {
  questionErrorsAt,
  quizFormValuesOf,
  toQuizBody,
  translateRule,
  type QuizFormValues,
} from './quiz-form-values';

const stamp = '2026-01-10T08:00:00.000Z';

/** A question of `type` whose options are named by their ids. */
function question(id: string, type: QbQuestion['type'], optionIds: readonly string[]): QbQuestion {
  const text = `Question ${id}`;
  return {
    question_id: id,
    version_id: '99999999-0000-4000-8000-000000000001',
    type,
    scale_max: type === 'scale' ? 5 : null,
    options: optionIds.map((optionId) => ({
      option_id: optionId,
      alternative_id: null,
      value: 1,
      ...{ text_en: optionId, text_tr: optionId, shown_en: optionId, shown_tr: optionId },
    })),
    ...{ text_en: text, text_tr: text, rendered_en: text, rendered_tr: text },
    phrase: null,
    matters: [],
    importance: 1,
    status: 'active',
    current_version: 1,
    version_count: 1,
    response_count: 0,
    quiz_count: 0,
    created_at: stamp,
    updated_at: stamp,
  };
}

const capital = question('11111111-1111-4111-8111-111111111111', 'single_choice', [
  'aaaaaaaa-0000-4000-8000-000000000001',
  'aaaaaaaa-0000-4000-8000-000000000002',
]);
const seasons = question('22222222-2222-4222-8222-222222222222', 'ranking', [
  'bbbbbbbb-0000-4000-8000-000000000001',
  'bbbbbbbb-0000-4000-8000-000000000002',
]);
const mood = question('33333333-3333-4333-8333-333333333333', 'scale', []);

function knowledgeQuiz(patch: Partial<QuizFormValues> = {}): QuizFormValues {
  return {
    ...quizFormValuesOf(null),
    title_en: 'Geography',
    title_tr: 'Coğrafya',
    purpose: 'knowledge',
    pass_score: 2,
    questions: [
      {
        question: capital,
        points: 2,
        correct_option_ids: ['aaaaaaaa-0000-4000-8000-000000000002'],
      },
      { question: seasons, points: 1, correct_option_ids: [] },
      { question: mood, points: '', correct_option_ids: ['left over'] },
    ],
    ...patch,
  };
}

describe('toQuizBody', () => {
  it('sends a knowledge quiz’s pass score and keys, a ranking’s key as the order shown', () => {
    const body = toQuizBody(knowledgeQuiz());
    expect(body.pass_score).toBe(2);
    expect((body.questions ?? []).map((entry) => entry.correct_option_ids)).toEqual([
      ['aaaaaaaa-0000-4000-8000-000000000002'],
      ['bbbbbbbb-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-000000000002'],
      [],
    ]);
    expect(body.questions?.[2]?.points).toBeNaN();
  });

  it('sends no pass score and no keys for a survey', () => {
    const body = toQuizBody(knowledgeQuiz({ purpose: 'survey' }));
    expect(body.pass_score).toBeNull();
    expect((body.questions ?? []).map((entry) => entry.correct_option_ids)).toEqual([[], [], []]);
  });

  it('sends an empty pass score as none', () => {
    expect(toQuizBody(knowledgeQuiz({ pass_score: '' })).pass_score).toBeNull();
  });
});

describe('translateRule', () => {
  const rules = { 'A quiz needs at least one question': 'Add a question first.' };

  it('words a known rule, a retired question, or leaves the message as it is', () => {
    expect(translateRule('A quiz needs at least one question', rules, 'Retired.')).toBe(
      'Add a question first.',
    );
    expect(
      translateRule(
        'The question 11111111-1111-4111-8111-111111111111 is retired and cannot be published',
        rules,
        'Retired.',
      ),
    ).toBe('Retired.');
    expect(translateRule('Something else', rules, 'Retired.')).toBe('Something else');
  });
});

describe('questionErrorsAt', () => {
  it('gives the messages about the question itself, not its points or key', () => {
    const errors = {
      'questions.1': 'Listed twice',
      'questions.1.question_id': 'Retired',
      'questions.1.points': 'Too many points',
      'questions.10': 'Another question',
      'questions.1.correct_option_ids': 'Choose the answer',
    };
    expect(questionErrorsAt(errors, 1)).toEqual(['Listed twice', 'Retired']);
    expect(questionErrorsAt(errors, 2)).toEqual([]);
  });
});
