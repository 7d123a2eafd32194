import type { FastifyInstance } from 'fastify';
import type { OwnContentExport } from '@campus/contracts';
import type { AuthUser } from '../../platform/auth';
import { defineFeature, type FeaturePlatform } from '../../platform/feature';
import { createAdminAuditRepository } from './admin-audit.repository';
import { adminAuditRoutes } from './admin-audit.routes';
import { adminUsersRoutes } from './admin-users.routes';
import { createAdminUsersService } from './admin-users.service';
import { googleRoutes } from './google.routes';
import { createGoogleService } from './google.service';
import { graduatesRoutes } from './graduates.routes';
import { createGraduatesService } from './graduates.service';
import { defaultSignInFailuresPerAddress } from './password-checks';
import { profileRoutes } from './profile.routes';
import { createProfileService } from './profile.service';
import { receptionRoutes } from './reception.routes';
import { createReceptionService, type ReceptionDependencies } from './reception.service';
import { twoStepRoutes } from './two-step.routes';
import { createTwoStepService } from './two-step.service';

export interface AccountsNeeds {
  /** Failed sign-ins from one address per 15 minutes before it is refused. */
  signInFailuresPerAddress?: number;
  /** Whether staff must use two-step sign-in (a setting of the system feature). */
  isTwoStepRequiredForStaff: () => Promise<boolean>;
  /** The approved course experiences that make a person VIP (the courses feature). */
  countContributions: ReceptionDependencies['countContributions'];
  /** What the other features keep on disk for a person, removed with the account. */
  personalFiles: ReceptionDependencies['personalFiles'];
  /** What the person shared in the other features, for their data export (personal-data.ts). */
  contentOf: (user: AuthUser) => Promise<OwnContentExport>;
}

/**
 * Accounts: sign-up, sign-in and sessions (the reception), two-step sign-in,
 * Google sign-in, graduates' applications, the profile with its data export,
 * and the admins' users and audit log.
 */
export function createAccountsFeature(platform: FeaturePlatform, needs: AccountsNeeds) {
  const { db, env, secret, accessTokens, files } = platform;
  const loginThrottle = platform.throttle({ limit: 10, windowSeconds: 15 * 60 });
  const signInFailuresPerAddress =
    needs.signInFailuresPerAddress ?? defaultSignInFailuresPerAddress;
  const twoStep = createTwoStepService({
    db,
    secret,
    loginThrottle,
    signInFailuresPerAddress,
    isRequiredForStaff: needs.isTwoStepRequiredForStaff,
  });
  const reception = createReceptionService({
    db,
    accessTokens,
    secret,
    twoStep,
    outbox: platform.outbox,
    jobs: platform.jobs,
    appUrl: env.appUrl,
    loginThrottle,
    signInFailuresPerAddress,
    mailThrottle: platform.throttle({ limit: 5, windowSeconds: 60 * 60 }),
    allowedEmailDomains: env.allowedEmailDomains,
    countContributions: needs.countContributions,
    files,
    personalFiles: needs.personalFiles,
    log: platform.log,
  });
  reception.registerJobs();
  const shared = { db, files, reception, appUrl: env.appUrl };

  return defineFeature({
    /** The signed-in person of a request's access token, or null. */
    authenticate: reception.authenticate,
    twoStep,
    async registerRoutes(api: FastifyInstance) {
      await api.register(receptionRoutes, { service: reception });
      await api.register(twoStepRoutes, { service: twoStep, reception });
      await api.register(googleRoutes, {
        service: createGoogleService({
          db,
          reception,
          google: env.google,
          appUrl: env.appUrl,
          allowedEmailDomains: env.allowedEmailDomains,
          log: platform.log,
        }),
      });
      await api.register(graduatesRoutes, { service: createGraduatesService(shared) });
      await api.register(profileRoutes, {
        service: createProfileService({ ...shared, contentOf: needs.contentOf }),
      });
      await api.register(adminUsersRoutes, {
        service: createAdminUsersService({ ...shared, accessTokens, secret }),
      });
      await api.register(adminAuditRoutes, { repository: createAdminAuditRepository(db) });
    },
  });
}
