/**
 * The block structure of an answer's Markdown: paragraphs, lists, quotes,
 * code blocks, headings and rules. Pure: `safe-markdown.tsx` renders it as
 * React elements (never as HTML), so raw HTML in an answer stays text.
 */
export type MarkdownBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; ordered: boolean; start: number; items: string[][] }
  | { kind: 'quote'; lines: string[] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

const bulletPattern = /^\s{0,3}[-*+]\s+(.*)$/;
const numberPattern = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const quotePattern = /^\s{0,3}>\s?(.*)$/;
const headingPattern = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const rulePattern = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const fencePattern = /^\s{0,3}(```|~~~)/;

/** Splits Markdown into blocks; a line break inside a paragraph, item or quote is kept. */
export function parseBlocks(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let current: MarkdownBlock | null = null;
  const flush = () => {
    if (current !== null) blocks.push(current);
    current = null;
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const fence = fencePattern.exec(line);
    if (fence !== null) {
      flush();
      const code: string[] = [];
      index += 1;
      while (
        index < lines.length &&
        !(lines[index] ?? '').trimStart().startsWith(fence[1] ?? '```')
      ) {
        code.push(lines[index] ?? '');
        index += 1;
      }
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    if (rulePattern.test(line)) {
      flush();
      blocks.push({ kind: 'rule' });
      continue;
    }
    const heading = headingPattern.exec(line);
    if (heading !== null) {
      flush();
      blocks.push({ kind: 'heading', text: heading[1] ?? '' });
      continue;
    }
    const bullet = bulletPattern.exec(line);
    const numbered = bullet === null ? numberPattern.exec(line) : null;
    if (bullet !== null || numbered !== null) {
      const ordered = numbered !== null;
      const text = (bullet === null ? numbered?.[2] : bullet[1]) ?? '';
      const block = current as MarkdownBlock | null;
      if (block?.kind === 'list' && block.ordered === ordered) block.items.push([text]);
      else {
        flush();
        current = {
          kind: 'list',
          ordered,
          start: ordered ? Number(numbered[1] ?? 1) : 1,
          items: [[text]],
        };
      }
      continue;
    }
    const quote = quotePattern.exec(line);
    if (quote !== null) {
      const block = current as MarkdownBlock | null;
      if (block?.kind === 'quote') block.lines.push(quote[1] ?? '');
      else {
        flush();
        current = { kind: 'quote', lines: [quote[1] ?? ''] };
      }
      continue;
    }
    const block = current as MarkdownBlock | null;
    if (block?.kind === 'list' && /^\s+/.test(line)) {
      block.items.at(-1)?.push(line.trim());
      continue;
    }
    if (block?.kind === 'paragraph') block.lines.push(line.trim());
    else {
      flush();
      current = { kind: 'paragraph', lines: [line.trim()] };
    }
  }
  flush();
  return blocks;
}
