import { describe, expect, it } from 'vitest';
import { criteriaProblems, questionChoicesOf } from './round-form-values';

const first = '11111111-1111-4111-8111-111111111111';
const second = '22222222-2222-4222-8222-222222222222';

function criterion(question_id: string, weight: number | string = '') {
  return { key: question_id, question_id, mode: 'similar' as const, weight };
}

describe('criteriaProblems', () => {
  it('finds a missing, malformed or repeated question id', () => {
    expect(
      criteriaProblems([
        criterion(first),
        criterion(' '),
        criterion('not-an-id'),
        criterion(first),
      ]),
    ).toEqual({
      'criteria.1.question_id': 'required',
      'criteria.2.question_id': 'question_id',
      'criteria.3.question_id': 'duplicate_question',
    });
  });

  it('takes a weight from 0 to 10 in whole numbers, or none', () => {
    expect(
      criteriaProblems([
        criterion(first, 0),
        criterion(second, 10),
        criterion('33333333-3333-4333-8333-333333333333', ''),
        criterion('44444444-4444-4444-8444-444444444444', 11),
        criterion('55555555-5555-4555-8555-555555555555', 2.5),
        criterion('66666666-6666-4666-8666-666666666666', -1),
      ]),
    ).toEqual({
      'criteria.3.weight': 'weight',
      'criteria.4.weight': 'weight',
      'criteria.5.weight': 'weight',
    });
  });
});

describe('questionChoicesOf', () => {
  const bundle = {
    quizzes: [
      {
        title_en: 'Habits',
        title_tr: 'Alışkanlıklar',
        questions: [
          { question_id: first, type: 'single_choice', text_en: 'Tea?', text_tr: 'Çay?' },
          { question_id: second, type: 'short_text', text_en: 'Why?', text_tr: 'Neden?' },
        ],
      },
    ],
  };

  it('groups the bundle’s questions by quiz in the interface language', () => {
    expect(questionChoicesOf(bundle, 'tr').groups).toEqual([
      {
        group: 'Alışkanlıklar',
        items: [
          { value: first, label: 'Çay?' },
          { value: second, label: 'Neden?' },
        ],
      },
    ]);
    expect(questionChoicesOf(bundle, 'en').groups?.[0]?.items[0]?.label).toBe('Tea?');
  });

  it('names the short text questions, and has no groups before the bundle is read', () => {
    expect([...questionChoicesOf(bundle, 'en').shortTextIds]).toEqual([second]);
    expect(questionChoicesOf(undefined, 'en')).toEqual({ groups: null, shortTextIds: new Set() });
  });
});
