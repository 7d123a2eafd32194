import { describe, expect, it } from 'vitest';
import { assistantPagePaths } from '@campus/contracts';
import { answerTextsOf } from './answer-texts';

/** Every string inside a value (nested objects included). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

describe("the assistant's fixed sentences", () => {
  it.each(['en', 'tr'] as const)(
    'link only to the pages the web lets answers link to (%s)',
    (locale) => {
      const links = stringsOf(answerTextsOf(locale)).flatMap((text) =>
        [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]),
      );
      expect(links.length).toBeGreaterThanOrEqual(7);
      for (const link of links) expect(assistantPagePaths).toContain(link);
    },
  );
});
