import { receptionEndpoints } from '@campus/contracts';
import { requireUser } from '../../platform/auth';
import { endpointRoutes } from '../../platform/endpoints';
import type { ReceptionService } from './reception.service';

/**
 * Per client address, sized for a campus: its students reach the API through a few shared NAT
 * addresses (a lecture hall signing in at nine, a term's new students signing up in its first
 * week, every open tab renewing its token each quarter of an hour). They stop one machine
 * flooding the API; what protects a person is counted elsewhere: password guessing by the
 * failed sign-in counts (password-checks.ts), a mailbox by the mail each address receives
 * (5 of a kind an hour, reception-mail.ts), and the e-mailed links are 32 random bytes.
 */
const limits = {
  mail: { max: 100, timeWindow: 15 * 60_000 },
  link: { max: 300, timeWindow: 15 * 60_000 },
  login: { max: 600, timeWindow: 60_000 },
  refresh: { max: 1_200, timeWindow: 60_000 },
  register: { max: 300, timeWindow: 60 * 60_000 },
} as const;

export const receptionRoutes = endpointRoutes(
  receptionEndpoints,
  ({ service }: { service: ReceptionService }) => ({
    register: {
      rateLimit: limits.register,
      handler: (request) => service.register(request.body),
    },
    verifyEmail: {
      rateLimit: limits.link,
      handler: (request) => service.verifyEmail(request.query.token),
    },
    resendVerification: {
      rateLimit: limits.mail,
      handler: (request) => service.resendVerification(request.body.user_email),
    },
    login: {
      rateLimit: limits.login,
      handler: (request) => service.login(request.body, request.ip),
    },
    refresh: {
      rateLimit: limits.refresh,
      handler: (request) => service.refresh(request.body.refresh_token),
    },
    logout: (request) => service.logout(requireUser(request).sessionId),
    verifyToken: async (request) => ({
      user_current: await service.findCurrentUser(requireUser(request).userId),
    }),
    requestPasswordReset: {
      rateLimit: limits.mail,
      handler: (request) => service.requestPasswordReset(request.body.user_email),
    },
    resetPassword: {
      rateLimit: limits.link,
      handler: (request) => service.resetPassword(request.body.token, request.body.new_password),
    },
    changePassword: {
      rateLimit: limits.link,
      handler: (request) => service.changePassword(requireUser(request), request.body),
    },
    requestAccountDeletion: {
      rateLimit: limits.mail,
      handler: (request) => service.requestAccountDeletion(request.body.user_email),
    },
    confirmAccountDeletion: {
      rateLimit: limits.link,
      handler: (request) => service.confirmAccountDeletion(request.query.token),
    },
  }),
);
