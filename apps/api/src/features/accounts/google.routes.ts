import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  googleCallbackQuerySchema,
  googleUrlResponseSchema,
  loginResponseSchema,
  problemSchema,
} from '@campus/contracts';
import type { GoogleService } from './google.service';

/** Per client address, as for the password sign-in. */
const limit = { max: 30, timeWindow: 60_000 } as const;

const problems = {
  400: problemSchema,
  403: problemSchema,
  404: problemSchema,
  429: problemSchema,
  503: problemSchema,
};

export const googleRoutes: FastifyPluginAsyncZod<{ service: GoogleService }> = async (
  app,
  { service },
) => {
  app.get(
    '/reception/google/url',
    {
      config: { isPublic: true, rateLimit: limit },
      schema: {
        tags: ['reception'],
        summary: "The address of Google's sign-in page for a new Google sign-in",
        response: { 200: googleUrlResponseSchema, ...problems },
      },
    },
    async () => service.authorizationUrl(),
  );

  app.get(
    '/reception/google/callback',
    {
      config: { isPublic: true, rateLimit: limit },
      schema: {
        tags: ['reception'],
        summary:
          'Finish a Google sign-in with the code and state Google returned; links or creates the account',
        querystring: googleCallbackQuerySchema,
        response: { 200: loginResponseSchema, ...problems },
      },
    },
    async (request) => service.callback(request.query),
  );
};
