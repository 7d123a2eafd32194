import { describe, expect, it } from 'vitest';
import type { QbQuestion } from '@campus/contracts';
import {
  mattersNeeded,
  questionBodyOf,
  questionValuesOf,
  renderedQuestion,
  type QuestionValues,
} from './question-form-values';

const stamp = '2026-01-10T08:00:00.000Z';
const sports = {
  matter_id: '11111111-1111-4111-8111-111111111111',
  name_en: 'sports',
  name_tr: 'spor',
};
const music = {
  matter_id: '22222222-2222-4222-8222-222222222222',
  name_en: 'music',
  name_tr: 'müzik',
};
const yes = '33333333-3333-4333-8333-333333333333';
const sure = '66666666-6666-4666-8666-666666666666';

const ownText: QbQuestion = {
  question_id: '55555555-5555-4555-8555-555555555555',
  type: 'single_choice',
  scale_max: null,
  phrase: null,
  text_en: 'Do you like mornings?',
  text_tr: 'Sabahları sever misin?',
  rendered_en: 'Do you like mornings?',
  rendered_tr: 'Sabahları sever misin?',
  matters: [sports],
  options: [
    {
      option_id: yes,
      alternative_id: sure,
      value: 1,
      ...{ text_en: 'Yes', text_tr: 'Evet', shown_en: 'Sure', shown_tr: 'Tabii' },
    },
  ],
  importance: 7,
  status: 'active',
  current_version: 2,
  version_id: '77777777-7777-4777-8777-777777777777',
  version_count: 2,
  response_count: 3,
  quiz_count: 1,
  created_at: stamp,
  updated_at: stamp,
};

function values(patch: Partial<QuestionValues>): QuestionValues {
  return { ...questionValuesOf(undefined), ...patch };
}

describe('questionValuesOf', () => {
  it('starts a new question as a draft single choice worded by a phrase', () => {
    expect(questionValuesOf(undefined)).toEqual({
      type: 'single_choice',
      scale_max: '5',
      wording: 'phrase',
      phrase_id: null,
      phrase: null,
      text_en: '',
      text_tr: '',
      matters: [],
      options: [],
      importance: 5,
      status: 'draft',
    });
  });

  it('reads a question with its own text, its matters and its options’ chosen wordings', () => {
    expect(questionValuesOf(ownText)).toEqual({
      ...questionValuesOf(undefined),
      wording: 'text',
      text_en: 'Do you like mornings?',
      text_tr: 'Sabahları sever misin?',
      matters: [sports],
      options: [{ option_id: yes, alternative_id: sure, text_en: 'Yes', text_tr: 'Evet' }],
      importance: 7,
      status: 'active',
    });
  });
});

describe('questionBodyOf', () => {
  it('sends the phrase and no text when the question is worded by a phrase', () => {
    const body = questionBodyOf(
      values({ phrase_id: yes, text_en: 'left over', text_tr: 'kalan', matters: [sports, music] }),
    );
    expect(body).toMatchObject({
      phrase_id: yes,
      text_en: null,
      text_tr: null,
      matter_ids: [sports.matter_id, music.matter_id],
    });
  });

  it('sends the own text and no phrase otherwise', () => {
    const body = questionBodyOf(
      values({ wording: 'text', phrase_id: yes, text_en: 'Tea?', text_tr: 'Çay?' }),
    );
    expect(body).toMatchObject({ phrase_id: null, text_en: 'Tea?', text_tr: 'Çay?' });
  });

  it('sends a scale’s top only for a scale, and the options only for a choice', () => {
    const options = [{ option_id: yes, alternative_id: null, text_en: 'Yes', text_tr: 'Evet' }];
    expect(questionBodyOf(values({ type: 'scale', scale_max: '7', options }))).toMatchObject({
      scale_max: 7,
      options: [],
    });
    expect(
      questionBodyOf(values({ type: 'multiple_choice', scale_max: '7', options })),
    ).toMatchObject({ scale_max: null, options: [{ option_id: yes, alternative_id: null }] });
  });

  it('sends an empty importance as not a number, for the schema to refuse', () => {
    expect(questionBodyOf(values({ importance: '' })).importance).toBeNaN();
    expect(questionBodyOf(values({ importance: 9 })).importance).toBe(9);
  });
});

describe('mattersNeeded', () => {
  it('counts the matters a template’s placeholders ask for', () => {
    expect(mattersNeeded('How much do you like {matter}?')).toBe(1);
    expect(mattersNeeded('{matter} or {matter_2}?')).toBe(2);
    expect(mattersNeeded('Do you like mornings?')).toBe(0);
  });

  it('asks for none while the braces are unbalanced', () => {
    expect(mattersNeeded('How much do you like {matter?')).toBe(0);
  });
});

describe('renderedQuestion', () => {
  it('fills the phrase with the matters’ names in each language', () => {
    const phrase = {
      template_en: '{matter} or {matter_2}?',
      template_tr: '{matter} mı {matter_2} mi?',
    };
    expect(renderedQuestion(values({ phrase, matters: [sports, music] }))).toEqual([
      { language: 'en', text: 'Sports or music?' },
      { language: 'tr', text: 'Spor mı müzik mi?' },
    ]);
  });

  it('reads nothing before a phrase is chosen, and the own text when there is no phrase', () => {
    expect(renderedQuestion(values({}))).toEqual([
      { language: 'en', text: '' },
      { language: 'tr', text: '' },
    ]);
    expect(renderedQuestion(values({ wording: 'text', text_en: 'Tea?', text_tr: '' }))).toEqual([
      { language: 'en', text: 'Tea?' },
      { language: 'tr', text: 'Tea?' },
    ]);
  });
});
