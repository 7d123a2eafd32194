import {
  appPathPatternOf,
  pageViewsReportedPaths,
  type PageView,
  type PageViewsReport,
} from '@campus/contracts';
import type { AnalyticsRepository } from './analytics.repository';

/**
 * The app page a reported path shows, as its route pattern (`/courses/3f2a…`
 * → `/courses/:course_id`), or undefined for a path of no page: those are not
 * counted, so nobody can write made-up paths into the admins' report. The
 * query string and fragment are dropped first (they may carry tokens or
 * personal data), repeated slashes are collapsed and a trailing slash is
 * folded, so /faq and /faq/ count together.
 */
export function normalizePagePath(path: string): string | undefined {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '/';
  return appPathPatternOf(withoutQuery.replace(/\/{2,}/g, '/'));
}

export function createAnalyticsService(
  repository: AnalyticsRepository,
  now: () => Date = () => new Date(),
) {
  return {
    async recordPageView(view: PageView): Promise<void> {
      const path = normalizePagePath(view.path);
      if (path === undefined) return;
      const day = now().toISOString().slice(0, 10);
      await repository.countPageView(day, path);
    },

    /** Views per path and day of the last `days` days, today included (UTC days). */
    async report(days: number): Promise<PageViewsReport> {
      const today = now();
      const to = today.toISOString().slice(0, 10);
      const from = new Date(today.getTime() - (days - 1) * 24 * 60 * 60 * 1000)
        .toISOString()
        .slice(0, 10);
      const paths = await repository.topPaths(from, to, pageViewsReportedPaths);
      const [rows, other] = await Promise.all([
        repository.viewsOf(from, to, paths),
        repository.otherViews(from, to, paths),
      ]);
      const totalViews =
        rows.reduce((total, row) => total + row.views, 0) +
        other.reduce((total, row) => total + row.views, 0);
      return {
        from,
        to,
        rows,
        other: other.filter((row) => row.views > 0),
        total_views: totalViews,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
