import { describe, expect, it } from 'vitest';
import { shortPersonName } from './people';

describe('shortPersonName', () => {
  it.each([
    ['Elif', 'Çelik', 'Elif Ç.'],
    ['Zeynep', 'ışık', 'Zeynep I.'],
    ['Ali', 'izmirli', 'Ali İ.'],
    ['  Can ', ' Öz ', 'Can Ö.'],
    ['Deniz', '', 'Deniz'],
  ])('shows %s %s as %s', (first, last, shown) => {
    expect(shortPersonName(first, last)).toBe(shown);
  });
});
