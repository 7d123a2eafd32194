import { describe, expect, it } from 'vitest';
import { qbQuizBodySchema, type QbQuizInput } from '@campus/contracts';
import { AppError } from '../../platform/errors';
import { checkQuizQuestions, isScoredType } from './quiz-rules';

/** Ids as the contracts take them (uuids), named for what they are. */
const id = {
  choice: '00000000-0000-4000-8000-000000000001',
  text: '00000000-0000-4000-8000-000000000002',
  old: '00000000-0000-4000-8000-000000000003',
  missing: '00000000-0000-4000-8000-000000000004',
  yes: '00000000-0000-4000-8000-000000000005',
  no: '00000000-0000-4000-8000-000000000006',
  maybe: '00000000-0000-4000-8000-000000000007',
};

const saved = [
  {
    question_id: id.choice,
    status: 'active' as const,
    type: 'single_choice' as const,
    options: [{ option_id: id.yes }, { option_id: id.no }],
  },
  { question_id: id.text, status: 'active' as const, type: 'short_text' as const, options: [] },
  { question_id: id.old, status: 'retired' as const, type: 'scale' as const, options: [] },
];

function bodyOf(input: Partial<QbQuizInput>) {
  return qbQuizBodySchema.parse({ title_en: 'Quiz', title_tr: 'Sınav', ...input });
}

function problemsOf(work: () => unknown): string[] {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return (error.fieldProblems ?? []).map((entry) => entry.field);
    throw error;
  }
  return [];
}

describe('quiz rules', () => {
  it('scores choices and rankings only', () => {
    expect(isScoredType('multiple_choice')).toBe(true);
    expect(isScoredType('scale')).toBe(false);
  });

  it('keeps the points and key of a scored question and gives an unscored one none', () => {
    const body = bodyOf({
      purpose: 'knowledge',
      status: 'published',
      pass_score: 3,
      questions: [
        { question_id: id.choice, points: 3, correct_option_ids: [id.yes] },
        { question_id: id.text, points: 4, correct_option_ids: [] },
      ],
    });
    expect(checkQuizQuestions(body, saved)).toEqual([
      { question_id: id.choice, points: 3, correct_option_ids: [id.yes] },
      { question_id: id.text, points: 0, correct_option_ids: [] },
    ]);
  });

  it('names each question, key and pass score that does not fit', () => {
    const body = bodyOf({
      purpose: 'knowledge',
      status: 'published',
      pass_score: 10,
      questions: [
        { question_id: id.choice, points: 3, correct_option_ids: [id.maybe] },
        { question_id: id.text, points: 1, correct_option_ids: [id.yes] },
        { question_id: id.old, points: 1, correct_option_ids: [] },
        { question_id: id.missing, points: 1, correct_option_ids: [] },
      ],
    });
    expect(problemsOf(() => checkQuizQuestions(body, saved))).toEqual([
      'body.questions.0.correct_option_ids.0',
      'body.questions.1.correct_option_ids',
      'body.questions.2.question_id',
      'body.questions.3.question_id',
      'body.pass_score',
    ]);
  });

  it('lets a draft survey hold any question without keys', () => {
    const body = bodyOf({
      purpose: 'survey',
      questions: [{ question_id: id.old, points: 1, correct_option_ids: [] }],
    });
    expect(checkQuizQuestions(body, saved)).toEqual([
      { question_id: id.old, points: 1, correct_option_ids: [] },
    ]);
  });
});
