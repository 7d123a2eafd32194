import { twoStepEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { ReceptionService } from './reception.service';
import type { TwoStepService } from './two-step.service';

/** Per client address, as for the password sign-in; the codes are also counted per account. */
const signInLimit = { max: 30, timeWindow: 60_000 } as const;
const changeLimit = { max: 20, timeWindow: 15 * 60_000 } as const;

export const twoStepRoutes = endpointRoutes(
  twoStepEndpoints,
  ({ service, reception }: { service: TwoStepService; reception: ReceptionService }) => ({
    verify: {
      rateLimit: signInLimit,
      handler: async (request) => {
        const { user, rememberMe } = await service.verify(
          request.body.challenge_token,
          request.body.code,
          request.ip,
        );
        return reception.signIn(user, rememberMe);
      },
    },
    startSetupAtSignIn: {
      rateLimit: signInLimit,
      handler: (request) => service.startSetupAtSignIn(request.body.challenge_token),
    },
    confirmSetupAtSignIn: {
      rateLimit: signInLimit,
      handler: async (request) => {
        const { user, rememberMe, recovery_codes } = await service.confirmSetupAtSignIn(
          request.body.challenge_token,
          request.body.code,
          request.ip,
        );
        return { ...(await reception.signIn(user, rememberMe)), recovery_codes };
      },
    },
    getStatus: (request) => service.status(requireUser(request)),
    startSetup: {
      rateLimit: changeLimit,
      handler: (request) => service.startSetup(requireUser(request)),
    },
    confirmSetup: {
      rateLimit: changeLimit,
      handler: (request) => service.confirmSetup(requireUser(request), request.body.code),
    },
    renewRecoveryCodes: {
      rateLimit: changeLimit,
      handler: (request) => service.renewRecoveryCodes(requireUser(request), request.body.code),
    },
    turnOff: {
      rateLimit: changeLimit,
      handler: (request) => service.turnOff(requireUser(request), request.body.code),
    },
    resetForUser: (request) => service.resetForUser(requireUser(request), request.params.user_id),
  }),
);
