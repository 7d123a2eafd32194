import { and, desc, gte, inArray, lte, notInArray, sql, sum } from 'drizzle-orm';
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

    /** The most viewed paths of a period (days both included), most viewed first. */
    async topPaths(from: string, to: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ path: pageViewsDaily.path, views: sum(pageViewsDaily.views).mapWith(Number) })
        .from(pageViewsDaily)
        .where(and(gte(pageViewsDaily.day, from), lte(pageViewsDaily.day, to)))
        .groupBy(pageViewsDaily.path)
        .orderBy(desc(sum(pageViewsDaily.views)), pageViewsDaily.path)
        .limit(limit);
      return rows.map((row) => row.path);
    },

    /** Views per day and path of the given paths in a period. */
    async viewsOf(from: string, to: string, paths: string[]) {
      if (paths.length === 0) return [];
      return db
        .select({ day: pageViewsDaily.day, path: pageViewsDaily.path, views: pageViewsDaily.views })
        .from(pageViewsDaily)
        .where(
          and(
            gte(pageViewsDaily.day, from),
            lte(pageViewsDaily.day, to),
            inArray(pageViewsDaily.path, paths),
          ),
        )
        .orderBy(pageViewsDaily.day, pageViewsDaily.path);
    },

    /** Views per day of every path except the given ones in a period. */
    async otherViews(from: string, to: string, paths: string[]) {
      const conditions = [gte(pageViewsDaily.day, from), lte(pageViewsDaily.day, to)];
      if (paths.length > 0) conditions.push(notInArray(pageViewsDaily.path, paths));
      return db
        .select({ day: pageViewsDaily.day, views: sum(pageViewsDaily.views).mapWith(Number) })
        .from(pageViewsDaily)
        .where(and(...conditions))
        .groupBy(pageViewsDaily.day)
        .orderBy(pageViewsDaily.day);
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
