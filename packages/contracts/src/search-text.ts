/**
 * Turkish-aware text folding for search. Both the stored search text and the
 * query go through the same function, so "istanbul", "İSTANBUL" and
 * "Istanbul" all find "İstanbul", and "ogrenci" finds "Öğrenci".
 *
 * Lower-casing uses Turkish rules first (İ→i, I→ı), then the Turkish letters
 * are folded to their plain Latin neighbours (ı→i, ş→s, ğ→g, ü→u, ö→o, ç→c)
 * and any remaining accents are dropped.
 */
const turkishFolds: Readonly<Record<string, string>> = {
  ı: 'i',
  ş: 's',
  ğ: 'g',
  ü: 'u',
  ö: 'o',
  ç: 'c',
};

export function foldSearchText(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/[ışğüöç]/g, (letter) => turkishFolds[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Escapes the LIKE wildcards of a folded query so that `%` and `_` match themselves. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Compares two strings the way a Turkish reader sorts them (ç after c, ı before i, …). */
export const turkishCollator = new Intl.Collator('tr', { sensitivity: 'base' });
