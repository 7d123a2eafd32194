import { googleSignInEndpoints } from '@campus/contracts';
import { endpointRoutes } from '../../platform/endpoints';
import type { GoogleService } from './google.service';

/** Per client address, as for the password sign-in. */
const limit = { max: 30, timeWindow: 60_000 } as const;

export const googleRoutes = endpointRoutes(
  googleSignInEndpoints,
  ({ service }: { service: GoogleService }) => ({
    getGoogleUrl: { rateLimit: limit, handler: () => service.authorizationUrl() },
    completeGoogleSignIn: {
      rateLimit: limit,
      handler: (request) => service.callback(request.query),
    },
  }),
);
