import { randomUUID } from 'node:crypto';
import {
  createFeedbackRepository,
  type FeedbackValues,
} from '../../../src/features/feedback/feedback.repository';
import type { FeedbackItemRow } from '../../../src/features/feedback/feedback.tables';
import type { TestContext } from '../app';

type FeedbackExtra = Parameters<ReturnType<typeof createFeedbackRepository>['insert']>[2];

/** A new feedback item (or a suggestion, with `kind`) by `authorId`, with a unique subject. */
export async function createFeedbackItem(
  t: TestContext,
  authorId: string,
  overrides: Partial<FeedbackValues> = {},
  extra: FeedbackExtra = {},
): Promise<FeedbackItemRow> {
  const kind = overrides.kind ?? 'feedback';
  const key = randomUUID().slice(0, 8);
  const values: FeedbackValues =
    kind === 'feedback'
      ? {
          kind,
          subject: `Course search ${key}`,
          message: 'Searching courses by code is fast and the Turkish letters work well.',
          rating: null,
          area: null,
          ...overrides,
        }
      : {
          kind,
          subject: `Dark mode schedule ${key}`,
          message: 'Please let the theme follow the time of day automatically.',
          rating: null,
          area: 'other',
          ...overrides,
        };
  return createFeedbackRepository(t.database.db).insert(values, authorId, extra);
}
