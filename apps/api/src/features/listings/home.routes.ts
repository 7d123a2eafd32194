import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeMainSchema, problemSchema } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import type { HomeService } from './home.service';

export const homeRoutes: FastifyPluginAsyncZod<{ service: HomeService }> = async (
  app,
  { service },
) => {
  app.get(
    '/home/main',
    {
      schema: {
        tags: ['home'],
        summary:
          'The home page: statistics, the listings cards with their newest listings, active events',
        security: [{ bearerAuth: [] }],
        response: { 200: homeMainSchema, 401: problemSchema },
      },
    },
    async (request) => service.main(requireUser(request)),
  );
};
