/**
 * Citation clean-up of a streamed model answer: `[n]` stays when source n
 * exists and goes otherwise; `[1, 2]` becomes `[1][2]`. A citation split
 * between two pieces is held back until it is complete.
 */

const citationPattern = /\[(\d{1,3}(?:\s*[,;]\s*\d{1,3})*)\]/g;
/** The start of a citation that may continue in the next piece. */
const openCitation = /\[[\d\s,;]{0,12}$/;

export function createCitationFilter(validNumbers: ReadonlySet<number>) {
  let held = '';
  const cited = new Set<number>();

  function clean(text: string): string {
    return text.replace(citationPattern, (_match, list: string) =>
      list
        .split(/[,;]/)
        .map((item) => Number(item.trim()))
        .filter((n) => validNumbers.has(n))
        .map((n) => {
          cited.add(n);
          return `[${String(n)}]`;
        })
        .join(''),
    );
  }

  return {
    /** The text that can be sent now. */
    push(piece: string): string {
      const text = held + piece;
      const open = openCitation.exec(text);
      if (open === null) {
        held = '';
        return clean(text);
      }
      held = text.slice(open.index);
      return clean(text.slice(0, open.index));
    },
    /** What is still held, at the end of the answer. */
    flush(): string {
      const text = clean(held);
      held = '';
      return text;
    },
    /** The source numbers cited so far. */
    cited,
  };
}
