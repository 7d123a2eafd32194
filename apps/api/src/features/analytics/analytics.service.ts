import type { PageView } from '@campus/contracts';
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
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
