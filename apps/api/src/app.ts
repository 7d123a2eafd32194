import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import path from 'node:path';
import { resolveJwtSecret, type Env } from './env';
import type { DatabaseHandle } from './db/database';
import { registerErrorHandling } from './platform/errors';
import { registerNotFound } from './platform/not-found';
import { registerSecurity } from './platform/security';
import { registerRateLimit } from './platform/rate-limit';
import { registerOpenApi } from './platform/openapi';
import { registerWebApp } from './platform/web-app';
import { loggerOptions } from './platform/logging';
import { registerAuth } from './platform/auth';
import { createAccessTokens } from './platform/access-tokens';
import { createFileStore } from './platform/file-store';
import {
  createLogMailer,
  createMailOutbox,
  createSmtpMailer,
  type Mailer,
} from './platform/mail/mailer';
import {
  createMemoryThrottle,
  createRedisThrottle,
  type FailureThrottle,
  type ThrottleOptions,
} from './platform/throttle';
import { receptionRoutes } from './features/accounts/reception.routes';
import { createReceptionService } from './features/accounts/reception.service';
import { googleRoutes } from './features/accounts/google.routes';
import { createGoogleService } from './features/accounts/google.service';
import { graduatesRoutes } from './features/accounts/graduates.routes';
import { createGraduatesService } from './features/accounts/graduates.service';
import { profileRoutes } from './features/accounts/profile.routes';
import { createProfileService } from './features/accounts/profile.service';
import { adminUsersRoutes } from './features/accounts/admin-users.routes';
import { createAdminUsersService } from './features/accounts/admin-users.service';
import { createUsersRepository } from './features/accounts/users.repository';
import { registerMultipart } from './platform/uploads';
import './platform/route-config';
import { apiVersion } from './version';
import { systemRoutes } from './features/system/system.routes';
import { createSystemRepository } from './features/system/system.repository';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { createAnalyticsRepository } from './features/analytics/analytics.repository';
import { createAnalyticsService } from './features/analytics/analytics.service';
import { coursesRoutes } from './features/courses/courses.routes';
import { createCoursesRepository } from './features/courses/courses.repository';
import { createCoursesService } from './features/courses/courses.service';
import { courseExperiencesRoutes } from './features/courses/course-experiences.routes';
import { createCourseExperiencesService } from './features/courses/course-experiences.service';
import { coursesAdminRoutes } from './features/courses/courses-admin.routes';
import { createCoursesAdminService } from './features/courses/courses-admin.service';
import { createDomainEvents } from './platform/events';
import { devLogRoutes } from './features/dev-log/dev-log.routes';
import { createDevLogService } from './features/dev-log/dev-log.service';

export interface AppDependencies {
  env: Env;
  database: DatabaseHandle;
  /** Shared rate-limit counters when several API processes run; in memory otherwise. */
  redis?: Redis;
  /** The built web app to serve at `/`; the API alone when absent. */
  webAppFolder?: string;
  logger?: FastifyServerOptions['logger'];
  /** API calls per minute per client address on routes without a stricter limit. */
  globalRateLimit?: number;
  /** Where mail goes; SMTP when SMTP_URL is set, the log otherwise. */
  mailer?: Mailer;
  /** The key that signs tokens; JWT_SECRET or the one kept in DATA_DIR. */
  secret?: string;
}

function createThrottle(redis: Redis | undefined, options: ThrottleOptions): FailureThrottle {
  return redis ? createRedisThrottle(redis, options) : createMemoryThrottle(options);
}

/** Largest JSON body any route accepts; uploads (later) set their own limits. */
export const jsonBodyLimit = 1024 * 1024;
/** SPEC.md section 7: the request time-out. */
export const requestTimeoutMs = 60_000;

/** Builds the whole application: platform plugins first, then each feature, in this order. */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { env, database } = dependencies;
  const app = Fastify({
    logger: dependencies.logger ?? loggerOptions(env.logLevel, false),
    genReqId: () => randomUUID(),
    bodyLimit: jsonBodyLimit,
    requestTimeout: requestTimeoutMs,
    connectionTimeout: requestTimeoutMs,
    trustProxy: env.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  // 1. Validation and serialization through the zod schemas of packages/contracts.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 2. Every error and every unknown address answers problem+json.
  registerErrorHandling(app);
  registerNotFound(app, { serveWebApp: dependencies.webAppFolder !== undefined });

  // 3. Every answer carries its request id, for support and for the logs.
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  // 4. Security headers and CORS before any route.
  await registerSecurity(app, env);

  // 5. The OpenAPI description of every route below.
  await registerOpenApi(app, apiVersion);

  // 6. Shared services of the features: mail, tokens, files, throttles.
  const mailer =
    dependencies.mailer ??
    (env.smtpUrl === undefined
      ? createLogMailer((text) => {
          app.log.info(text);
        })
      : createSmtpMailer(env.smtpUrl, env.mailFrom));
  const outbox = createMailOutbox(mailer, app.log);
  app.addHook('onClose', async () => {
    await outbox.flush();
    mailer.close();
  });
  const secret = dependencies.secret ?? resolveJwtSecret(env);
  const accessTokens = createAccessTokens(secret, env.appUrl);
  const files = createFileStore(path.join(env.dataDir, 'uploads'));
  // Domain events: features announce what committed; later features (notifications) subscribe
  // through app.domainEvents. Listeners still running finish before the app closes.
  const domainEvents = createDomainEvents(app.log);
  app.decorate('domainEvents', domainEvents);
  app.addHook('onClose', async () => {
    await domainEvents.idle();
  });
  // Course experiences count the approved contributions that unlock VIP access in `user_current`,
  // and announce reviews; the accounts' users tell whether an author is a student.
  const courseExperiences = createCourseExperiencesService({
    db: database.db,
    events: domainEvents,
    roleOf: async (executor, userId) =>
      (await createUsersRepository(executor).findById(userId))?.user_role,
  });
  const reception = createReceptionService({
    db: database.db,
    accessTokens,
    secret,
    outbox,
    appUrl: env.appUrl,
    loginThrottle: createThrottle(dependencies.redis, { limit: 10, windowSeconds: 15 * 60 }),
    mailThrottle: createThrottle(dependencies.redis, { limit: 5, windowSeconds: 60 * 60 }),
    allowedEmailDomains: env.allowedEmailDomains,
    countContributions: courseExperiences.countContributions,
    files,
    log: app.log,
  });

  // 7. Features, each under /api. Every route there needs a signed-in user unless it says isPublic.
  const systemRepository = createSystemRepository(database.db);
  await app.register(
    async (api) => {
      // Rate limits count API calls only: pages and assets are cheap, and a campus behind one
      // NAT address loads them thousands of times a minute.
      await registerRateLimit(api, {
        globalMax: dependencies.globalRateLimit ?? 1200,
        windowMs: 60_000,
        ...(dependencies.redis ? { redis: dependencies.redis } : {}),
      });
      registerAuth(api, reception.authenticate);
      await api.register(receptionRoutes, { service: reception });
      await api.register(googleRoutes, {
        service: createGoogleService({
          db: database.db,
          reception,
          google: env.google,
          appUrl: env.appUrl,
          allowedEmailDomains: env.allowedEmailDomains,
          log: app.log,
        }),
      });
      // Uploads (graduate proofs, profile photos): multipart with one file, read into memory.
      await registerMultipart(api);
      const accounts = { db: database.db, files, reception, appUrl: env.appUrl };
      await api.register(graduatesRoutes, { service: createGraduatesService(accounts) });
      await api.register(profileRoutes, {
        service: createProfileService({
          ...accounts,
          contributionsOf: (userId) => courseExperiences.exportOwn(userId),
        }),
      });
      await api.register(adminUsersRoutes, {
        service: createAdminUsersService({ ...accounts, accessTokens, secret }),
      });
      await api.register(systemRoutes, {
        database,
        repository: systemRepository,
        version: apiVersion,
        contactEmail: env.contactEmail,
        gaMeasurementId: env.gaMeasurementId,
      });
      await api.register(analyticsRoutes, {
        service: createAnalyticsService(createAnalyticsRepository(database.db)),
      });
      await api.register(coursesRoutes, {
        service: createCoursesService(createCoursesRepository(database.db)),
      });
      await api.register(coursesAdminRoutes, { service: createCoursesAdminService(database.db) });
      await api.register(courseExperiencesRoutes, { service: courseExperiences });
      // The dev log: public changelog, written by admins.
      await api.register(devLogRoutes, { service: createDevLogService(database.db) });
    },
    { prefix: '/api' },
  );

  // 8. The web app last, so that /api always wins.
  if (dependencies.webAppFolder !== undefined) await registerWebApp(app, dependencies.webAppFolder);

  return app;
}
