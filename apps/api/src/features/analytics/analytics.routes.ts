import { analyticsEndpoints } from '@campus/contracts';
import { endpointRoutes } from '../../platform/endpoints';
import type { AnalyticsService } from './analytics.service';

export const analyticsRoutes = endpointRoutes(
  analyticsEndpoints,
  ({ service }: { service: AnalyticsService }) => ({
    // Reported by the browser only when the visitor allowed analytics; nothing about the visitor is kept.
    recordPageView: {
      rateLimit: { max: 120, timeWindow: 60_000 },
      handler: (request) => service.recordPageView(request.body),
    },
    getPageViews: (request) => service.report(request.query.days),
  }),
);
