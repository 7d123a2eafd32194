import { describe, expect, it } from 'vitest';
import { optionBodyOf, repeatedWordings } from './option-form-values';

describe('repeatedWordings', () => {
  it('marks an alternative that repeats the option’s text or an earlier alternative', () => {
    expect(repeatedWordings('Often', ['Frequently', 'often', 'Sometimes', 'frequently'])).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('compares as search does: Turkish letters, case and extra spaces aside', () => {
    expect(repeatedWordings('Çoğu zaman', ['cogu  ZAMAN', 'Bazen'])).toEqual([true, false]);
  });

  it('marks nothing when every wording differs', () => {
    expect(repeatedWordings('Yes', ['Sure', 'Of course'])).toEqual([false, false]);
    expect(repeatedWordings('Yes', [])).toEqual([]);
  });
});

describe('optionBodyOf', () => {
  it('keeps an alternative’s id when it has one and sends an empty value as not a number', () => {
    const body = optionBodyOf({
      text_en: 'Yes',
      text_tr: 'Evet',
      value: '',
      alternatives: [
        {
          key: 'a',
          alternative_id: '11111111-1111-4111-8111-111111111111',
          text_en: 'Sure',
          text_tr: 'Tabii',
        },
        { key: 'new', text_en: 'Of course', text_tr: 'Elbette' },
      ],
    });
    expect(body.value).toBeNaN();
    expect(body.alternatives).toEqual([
      { alternative_id: '11111111-1111-4111-8111-111111111111', text_en: 'Sure', text_tr: 'Tabii' },
      { text_en: 'Of course', text_tr: 'Elbette' },
    ]);
  });
});
