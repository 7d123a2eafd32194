import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pageViewSchema,
  pageViewsQuerySchema,
  pageViewsReportSchema,
  problemSchema,
} from '@campus/contracts';
import type { AnalyticsService } from './analytics.service';

export const analyticsRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/analytics/page-view',
    {
      // Reported by the browser only when the visitor allowed analytics; nothing about the visitor is kept.
      config: { isPublic: true, rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['analytics'],
        summary: 'Count one page view (path and title; no user id, no IP address)',
        body: pageViewSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.recordPageView(request.body);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/analytics/page-views',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['analytics'],
        summary: 'Page views per path and day of the last 7, 30 or 90 days (admins)',
        security: [{ bearerAuth: [] }],
        querystring: pageViewsQuerySchema,
        response: {
          200: pageViewsReportSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
        },
      },
    },
    async (request) => service.report(request.query.days),
  );
};
