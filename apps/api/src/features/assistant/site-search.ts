import type { AssistantSourceType, SiteSearchResults } from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { allowedVisibilities, createRetriever } from './assistant-retrieval';
import { createAssistantSearchRepository } from './assistant-search.repository';
import { analyzeQuestion } from './question-analysis';

/** The order of the kinds on the results page: the pages themselves before what people wrote about them. */
const kindOrder: readonly AssistantSourceType[] = [
  'course',
  'qa',
  'faq',
  'information',
  'event',
  'pool',
  'experience',
  'dev_log',
];

/** Passages the search reads; a group shows at most `perGroup` pages. */
const searchDepth = 40;
const perGroup = 6;

export interface SiteSearchDependencies {
  db: Database;
  /** Whether the person is VIP at this moment (the courses feature decides). */
  isVip: (user: AuthUser) => Promise<boolean>;
}

/**
 * One search box over the assistant's index (issue 19): the same retrieval
 * with the same visibility filter in every query, so a visitor finds only
 * public pages and a student without VIP access no VIP passage. Each page
 * appears once, under its best passage, pages in the order of their best
 * match, the kinds in a fixed order (`kindOrder`).
 */
export function createSiteSearch({ db, isVip }: SiteSearchDependencies) {
  const retriever = createRetriever(createAssistantSearchRepository(db));
  return {
    async search(
      q: string,
      user: AuthUser | null,
      language?: 'en' | 'tr',
    ): Promise<SiteSearchResults> {
      const allowed = allowedVisibilities(user !== null, user !== null && (await isVip(user)));
      const { chunks } = await retriever.retrieve(analyzeQuestion(q), {
        allowed,
        limit: searchDepth,
      });
      // A page found by its passages in both languages shows the one in the reader's language,
      // in the place of its best passage; a page found in one language only shows that one.
      const shown = new Map<string, (typeof chunks)[number]>();
      for (const chunk of chunks) {
        const key = `${chunk.source_type}:${chunk.source_id}`;
        const current = shown.get(key);
        if (current === undefined) shown.set(key, chunk);
        else if (current.language !== language && chunk.language === language)
          shown.set(key, chunk);
      }
      const groups = new Map<AssistantSourceType, SiteSearchResults['groups'][number]>();
      const seen = new Set<string>();
      for (const best of chunks) {
        const key = `${best.source_type}:${best.source_id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const chunk = shown.get(key) ?? best;
        let group = groups.get(chunk.source_type);
        if (group === undefined) {
          group = { source_type: chunk.source_type, items: [] };
          groups.set(chunk.source_type, group);
        }
        if (group.items.length >= perGroup) continue;
        group.items.push({
          source_id: chunk.source_id,
          title: chunk.title,
          path: chunk.path,
          fragment: chunk.fragment,
        });
      }
      const ordered = [...groups.values()].sort(
        (left, right) => kindOrder.indexOf(left.source_type) - kindOrder.indexOf(right.source_type),
      );
      return { q, groups: ordered };
    },
  };
}

export type SiteSearch = ReturnType<typeof createSiteSearch>;
