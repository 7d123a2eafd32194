import { describe, expect, it } from 'vitest';
import { qbFillTemplate } from './quiz-builder';

describe('qbFillTemplate', () => {
  it('fills both placeholders with the matters in order', () => {
    expect(qbFillTemplate('Do you prefer {matter} or {matter_2}?', ['tea', 'coffee'], 'en')).toBe(
      'Do you prefer tea or coffee?',
    );
  });

  it('starts a sentence that opens with a matter with a capital letter, by the language', () => {
    expect(qbFillTemplate('{matter} sever misin?', ['izlemek'], 'tr')).toBe('İzlemek sever misin?');
    expect(qbFillTemplate('{matter} matters to me', ['ice cream'], 'en')).toBe(
      'Ice cream matters to me',
    );
    // A sentence of the admin's own keeps its own first letter.
    expect(qbFillTemplate('is {matter} fun?', ['chess'], 'en')).toBe('is chess fun?');
  });

  it('leaves a placeholder without a matter as it is', () => {
    expect(qbFillTemplate('{matter} or {matter_2}?', ['music'], 'en')).toBe('Music or {matter_2}?');
    expect(qbFillTemplate('{matter}?', [], 'tr')).toBe('{matter}?');
  });
});
