import { pageViewsReportedPaths, type PageView, type PageViewsReport } from '@campus/contracts';
import type { AnalyticsRepository } from './analytics.repository';

/**
 * Keeps only the path: the query string and fragment may carry tokens or
 * personal data, and long ids would not group anyway. Trailing slashes are
 * folded so /faq and /faq/ count together.
 */
export function normalizePagePath(path: string): string {
  const withoutQuery = path.split(/[?#]/, 1)[0] ?? '/';
  const collapsed = withoutQuery.replace(/\/{2,}/g, '/');
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  return trimmed.slice(0, 300) || '/';
}

export function createAnalyticsService(
  repository: AnalyticsRepository,
  now: () => Date = () => new Date(),
) {
  return {
    async recordPageView(view: PageView): Promise<void> {
      const day = now().toISOString().slice(0, 10);
      await repository.countPageView(day, normalizePagePath(view.path));
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
