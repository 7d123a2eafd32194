import type { Locale, PoolThread } from '@campus/contracts';
import { ignoreSourceChange } from '../../platform/indexed-documents';
import { demoThread } from './demo-thread';
import { createPoolQuestionsService } from './pool-questions.service';
import { createPoolRepliesService } from './pool-replies.service';
import { createQaEntriesService } from './qa-entries.service';
import { createQuestionGroupsService } from './question-groups.service';
import type { QuestionsServiceDependencies } from './questions-common';

export type { DisplayNamesOf, QuestionsServiceDependencies } from './questions-common';

/** The language of the demo thread: `?locale=`, else the Accept-Language header, else English. */
export function demoLocale(query: Locale | undefined, acceptLanguage: string | undefined): Locale {
  if (query !== undefined) return query;
  return /^\s*tr\b/i.test(acceptLanguage ?? '') ? 'tr' : 'en';
}

/**
 * The Q&A bank, the question groups and the question pool, served as one
 * group of calls (questions.routes.ts). Each resource has a service of its
 * own: question-groups, qa-entries, pool-questions and pool-replies
 * (`….service.ts`); who may do what is in question-rules.ts. Moderators'
 * changes are audited in their transaction.
 */
export function createQuestionsService({
  sourceChanged = ignoreSourceChange,
  ...dependencies
}: QuestionsServiceDependencies) {
  const parts = { ...dependencies, sourceChanged };
  return {
    ...createQuestionGroupsService(parts),
    ...createQaEntriesService(parts),
    ...createPoolQuestionsService(parts),
    ...createPoolRepliesService(parts),

    /** The public sample thread. */
    demoThread(locale: Locale): PoolThread {
      return demoThread(locale);
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
