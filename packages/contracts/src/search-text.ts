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

/**
 * Sort keys in the order of the Turkish alphabet, comparable byte by byte
 * (the "C" collation), so PostgreSQL and the embedded database order names
 * alike without ICU. Each letter, in either case, becomes one character of
 * `A…Z a…f` at its place in the alphabet; the circumflex vowels sort as their
 * plain ones; anything else (digits, spaces, punctuation) is kept and sorts
 * before every letter.
 */
const turkishAlphabet = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz';
const sortCharacters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef';
const upperOf = (letter: string): string =>
  letter === 'i' ? 'İ' : letter === 'ı' ? 'I' : letter.toLocaleUpperCase('tr');

function buildSortTranslation(): { from: string; to: string } {
  let from = '';
  let to = '';
  Array.from(turkishAlphabet).forEach((letter, index) => {
    const target = sortCharacters.charAt(index);
    from += letter + upperOf(letter);
    to += target + target;
  });
  for (const [accented, plain] of [
    ['â', 'a'],
    ['î', 'i'],
    ['û', 'u'],
  ] as const) {
    const target = sortCharacters.charAt(turkishAlphabet.indexOf(plain));
    from += accented + accented.toLocaleUpperCase('tr');
    to += target + target;
  }
  return { from, to };
}

/** The `translate(text, from, to)` arguments that turn a name into its sort key, in SQL too. */
export const turkishSortTranslation = buildSortTranslation();

const sortKeyMap = new Map(
  Array.from(turkishSortTranslation.from).map((character, index) => [
    character,
    turkishSortTranslation.to.charAt(index),
  ]),
);

/** The sort key of a name; sorting keys by code points puts names in Turkish order. */
export function turkishSortKey(text: string): string {
  let key = '';
  for (const character of text) key += sortKeyMap.get(character) ?? character;
  return key;
}
