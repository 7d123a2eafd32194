import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { pageViewsDaily } from './analytics.tables';

export function createAnalyticsRepository(db: Executor) {
  return {
    /** Adds one view to the day's counter of a path, in one statement (safe under concurrency). */
    async countPageView(day: string, path: string): Promise<void> {
      await db
        .insert(pageViewsDaily)
        .values({ day, path, views: 1 })
        .onConflictDoUpdate({
          target: [pageViewsDaily.day, pageViewsDaily.path],
          set: { views: sql`${pageViewsDaily.views} + 1` },
        });
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
