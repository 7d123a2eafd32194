import { describe, expect, it } from 'vitest';
import { mattersNeeded, renderWording, searchTextOf, wordingOf } from './question-wording';

const matters = [
  { name_en: 'tea', name_tr: 'çay' },
  { name_en: 'coffee', name_tr: 'kahve' },
];

describe('question wording', () => {
  it('counts the matters a phrase needs from its highest placeholder', () => {
    expect(mattersNeeded(['Plain text'])).toBe(0);
    expect(mattersNeeded(['Do you like {matter}?', '{matter} sever misin?'])).toBe(1);
    expect(mattersNeeded(['Is {matter_2} better?', '{matter} mi {matter_2} mi?'])).toBe(2);
  });

  it('fills a phrase with the matters in each language', () => {
    const wording = wordingOf(
      { template_en: '{matter} or {matter_2}?', template_tr: '{matter} mı {matter_2} mı?' },
      { text_en: null, text_tr: null },
    );
    expect(renderWording(wording, matters)).toEqual({
      en: 'Tea or coffee?',
      tr: 'Çay mı kahve mı?',
    });
  });

  it('reads a question without a phrase by its own texts', () => {
    const wording = wordingOf(null, { text_en: 'How are you?', text_tr: 'Nasılsın?' });
    expect(renderWording(wording, matters)).toEqual({ en: 'How are you?', tr: 'Nasılsın?' });
    expect(renderWording(wordingOf(undefined, { text_en: null, text_tr: null }), [])).toEqual({
      en: '',
      tr: '',
    });
  });

  it('searches what a question reads and its own texts, folded the Turkish way', () => {
    expect(
      searchTextOf(
        { en: 'Tea or coffee?', tr: 'Çay mı kahve mı?' },
        { text_en: null, text_tr: null },
      ),
    ).toBe('tea or coffee? cay mi kahve mi?');
  });
});
