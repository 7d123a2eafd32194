import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { escapeLikePattern, foldSearchText, turkishCollator } from './search-text';

describe('foldSearchText', () => {
  it.each([
    ['İstanbul', 'istanbul'],
    ['ISTANBUL', 'istanbul'],
    ['ıspanak', 'ispanak'],
    ['Öğrenci İşleri', 'ogrenci isleri'],
    ['ÇAĞDAŞ  Türk   Şiiri', 'cagdas turk siiri'],
    ['Résumé', 'resume'],
    ['  MAT 101 ', 'mat 101'],
  ])('folds %j to %j', (input, expected) => {
    expect(foldSearchText(input)).toBe(expected);
  });

  it('gives the same result for a text and its folded form', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = foldSearchText(text);
        expect(foldSearchText(once)).toBe(once);
      }),
    );
  });

  it('makes a folded query a substring of the folded text it was cut from', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-zÇĞİÖŞÜçğıöşü]{1,20}$/), fc.nat(), (word, start) => {
        const from = start % word.length;
        const query = word.slice(from);
        expect(foldSearchText(word)).toContain(foldSearchText(query));
      }),
    );
  });
});

describe('escapeLikePattern', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLikePattern('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('turkishCollator', () => {
  it('sorts Turkish letters after their Latin neighbours', () => {
    expect(['çay', 'dere', 'cam'].sort(turkishCollator.compare)).toEqual(['cam', 'çay', 'dere']);
    expect(['ılık', 'ışık', 'iğne', 'hane'].sort(turkishCollator.compare)).toEqual([
      'hane',
      'ılık',
      'ışık',
      'iğne',
    ]);
  });
});
