import { foldSearchText } from '@campus/contracts';

/**
 * Highlighted passages of a chunk and how well it matches: plain string work,
 * the same on both databases and cheaper than ts_headline.
 */

/** Source text is data: Markdown and HTML in it are shown as written, never acted on. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>#!|~]/g, (character) => `\\${character}`);
}

/** A word matches a token that starts like it: "exams" finds "exam", "sinavlari" finds "sinav". */
function stemOf(word: string): string {
  return word.length <= 4 ? word : word.slice(0, Math.max(4, word.length - 3));
}

function tokensOf(text: string): string[] {
  return foldSearchText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** How many of the question's (folded) words a text holds. */
export function countMatchedWords(text: string, words: readonly string[]): number {
  if (words.length === 0) return 0;
  const tokens = tokensOf(text);
  return words.filter((word) => {
    const stem = stemOf(word);
    return tokens.some((token) => token === word || token.startsWith(stem));
  }).length;
}

const fragmentMaxLength = 300;

/**
 * The sentence (with its neighbour while it fits) that holds most of the
 * words, its matching words in bold; the start of the text when none match.
 */
export function fragmentOf(body: string, words: readonly string[]): string {
  const sentences = (body.match(/[^.!?\n]+[.!?]*/g) ?? [body])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
  if (sentences.length === 0) return '';
  let best = 0;
  let bestScore = -1;
  sentences.forEach((sentence, index) => {
    const score = countMatchedWords(sentence, words);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  let text = sentences[best] ?? '';
  const next = sentences[best + 1];
  if (next !== undefined && text.length + next.length + 1 <= fragmentMaxLength)
    text = `${text} ${next}`;
  if (text.length > fragmentMaxLength) text = `${text.slice(0, fragmentMaxLength - 1).trimEnd()}…`;
  return highlight(text, words);
}

/** The text escaped for Markdown, with the words that match in `**bold**`. */
export function highlight(text: string, words: readonly string[]): string {
  const stems = words.map(stemOf);
  return text
    .split(/([\p{L}\p{N}]+)/u)
    .map((piece, index) => {
      if (index % 2 === 0) return escapeMarkdown(piece);
      const folded = foldSearchText(piece);
      const hit = words.includes(folded) || stems.some((stem) => folded.startsWith(stem));
      return hit ? `**${piece}**` : piece;
    })
    .join('');
}
