import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each([
    'password1234',
    'Password1234',
    'QWERTY123456',
    '123456789012',
    'abcdefghijkl',
    'aaaaaaaaaaaa',
    'abcabcabcabc',
    '121212121212',
    'Galatasaray1905',
    'campushub2026',
    'Yeşiltepe!!!!',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    'correct horse staple lamp',
    'Bu-şifre-çok-uzun-9',
    'tR7#kq2!Lm0v',
    'my dog eats figs at noon',
  ])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('refuses the e-mail address or name with a few characters around it', () => {
    expect(isCommonPassword('elif.celik@campushub.test', ['elif.celik@campushub.test'])).toBe(true);
    expect(isCommonPassword('ElifCelik123', ['elif', 'celik', 'elifcelik'])).toBe(true);
    expect(isCommonPassword('Elif likes long walks 7', ['elif', 'celik'])).toBe(false);
  });
});
