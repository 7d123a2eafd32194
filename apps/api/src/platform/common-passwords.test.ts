import { describe, expect, it } from 'vitest';
import { breachedPasswordList } from './breached-passwords';
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

  // In the shipped breached list, and refused by none of the hand-written checks.
  it.each([
    'FrankenStein',
    'CheeseBurger',
    'Hakuna Matata',
    'ManchesterUnited',
    'Avada Kedavra',
    'SHOWMETHEMONEY',
    'GenuineIntel',
    'ILoveYouBaby',
  ])('refuses the breached password %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it('reads an upper-case I as i, not only as the Turkish ı', () => {
    expect(isCommonPassword('QWERTYUIOPASDF')).toBe(true);
    expect(isCommonPassword('ILOVEYOU1234')).toBe(true);
  });

  it('ships the long passwords of the breached list, lowercased, sorted and once each', () => {
    const entries = breachedPasswordList.split('\n');
    expect(entries).toHaveLength(483);
    expect(entries.every((entry) => entry.length >= 12)).toBe(true);
    expect(entries.every((entry) => entry === entry.toLowerCase())).toBe(true);
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries).toEqual([...entries].sort());
    expect(entries.every((entry) => isCommonPassword(entry))).toBe(true);
  });

  it('refuses the e-mail address or name with a few characters around it', () => {
    expect(isCommonPassword('elif.celik@campushub.test', ['elif.celik@campushub.test'])).toBe(true);
    expect(isCommonPassword('ElifCelik123', ['elif', 'celik', 'elifcelik'])).toBe(true);
    expect(isCommonPassword('Elif likes long walks 7', ['elif', 'celik'])).toBe(false);
  });
});
