import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Env } from './env';
import type { DatabaseHandle } from './db/database';
import { answerFrameworkError, registerErrorHandling } from './platform/errors';
import { registerNotFound } from './platform/not-found';
import { registerNoStore, registerSecurity } from './platform/security';
import { registerPublicAnswers } from './platform/public-answers';
import { registerRateLimit } from './platform/rate-limit';
import { registerOpenApi } from './platform/openapi';
import { registerWebApp } from './platform/web-app';
import { loggerOptions } from './platform/logging';
import { registerAuth } from './platform/auth';
import { registerTextGuard } from './platform/text-guard';
import { registerBodyGuard } from './platform/body-guard';
import { registerCompression } from './platform/compression';
import { createPlatform, type Feature } from './platform/feature';
import type { Mailer } from './platform/mail/mailer';
import { registerMultipart } from './platform/uploads';
import { trackRoutes } from './platform/endpoints';
import './platform/route-config';
import { apiVersion } from './version';
import { createAccountsFeature } from './features/accounts/accounts.feature';
import { createPeople } from './features/accounts/people';
import { createAlarmsFeature } from './features/alarms/alarms.feature';
import { createAnalyticsFeature } from './features/analytics/analytics.feature';
import { createAssistantFeature } from './features/assistant/assistant.feature';
import type { ModelTimeouts } from './features/assistant/model-client';
import { createCareerFeature } from './features/career/career.feature';
import { createContactFeature } from './features/contact/contact.feature';
import { createCoursesFeature } from './features/courses/courses.feature';
import { createDevLogFeature } from './features/dev-log/dev-log.feature';
import { createEventsFeature } from './features/events/events.feature';
import { createFeedbackFeature } from './features/feedback/feedback.feature';
import { createInformationFeature } from './features/information/information.feature';
import { createInstagramFeature } from './features/instagram/instagram.feature';
import { createListingsFeature } from './features/listings/listings.feature';
import { createMatchingFeature } from './features/matching/matching.feature';
import { createNotificationsFeature } from './features/notifications/notifications.feature';
import { createQuestionsFeature } from './features/questions/questions.feature';
import { createQuizBuilderFeature } from './features/quiz-builder/quiz-builder.feature';
import { createSystemFeature } from './features/system/system.feature';
import { createTherapistPoolsFeature } from './features/therapist-pools/therapist-pools.feature';
import { createVotesFeature } from './features/votes/votes.feature';
import { createWaitlistFeature } from './features/waitlist/waitlist.feature';
import { assistantDocumentProviders } from './assistant-sources';
import { matchingDependencies } from './matching-sources';
import { collectOwnContent } from './personal-data';

export interface AppDependencies {
  env: Env;
  database: DatabaseHandle;
  /** Shared rate-limit counters when several API processes run; in memory otherwise. */
  redis?: Redis;
  /** The built web app to serve at `/`; the API alone when absent. */
  webAppFolder?: string;
  logger?: FastifyServerOptions['logger'];
  /** API calls per minute of each signed-in account, on routes without a stricter limit. */
  accountRateLimit?: number;
  /** Anonymous API calls per minute from each client address, on routes without a stricter limit. */
  addressRateLimit?: number;
  /** Failed sign-ins from one address per 15 minutes before it is refused; 300 by default. */
  signInFailuresPerAddress?: number;
  /** Where mail goes; SMTP when SMTP_URL is set, the log otherwise. */
  mailer?: Mailer;
  /** The key that signs tokens; JWT_SECRET or the one kept in DATA_DIR. */
  secret?: string;
  /** Whether this process runs due jobs (alarms…); true unless a test drives `app.jobs`. */
  runJobs?: boolean;
  /** Pause between two passes of the job queue; 1 s by default. */
  jobsPollMs?: number;
  /** How long a request body may stall before it is answered 408; 15 s by default. */
  bodyIdleTimeoutMs?: number;
  /** The assistant's time limits for a model answer (tests shorten them). */
  assistantTimeouts?: Partial<ModelTimeouts>;
}

/** Largest JSON body any route accepts; uploads (later) set their own limits. */
export const jsonBodyLimit = 1024 * 1024;
/** SPEC.md section 7: the request time-out. */
export const requestTimeoutMs = 60_000;

/** Builds the whole application: platform plugins first, then each feature, in this order. */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { env } = dependencies;
  const app = Fastify({
    logger: dependencies.logger ?? loggerOptions(env.logLevel, false),
    genReqId: () => randomUUID(),
    bodyLimit: jsonBodyLimit,
    requestTimeout: requestTimeoutMs,
    connectionTimeout: requestTimeoutMs,
    trustProxy: env.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // 1. Validation and serialization through the zod schemas of packages/contracts.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Each route as it is registered, for the check that every contract endpoint is served once.
  trackRoutes(app);
  // The busiest public reads' anonymous answers, kept a few seconds (emptied by every write).
  registerPublicAnswers(app);

  // 2. Every error and every unknown address answers problem+json.
  registerErrorHandling(app);
  registerNotFound(app, { serveWebApp: dependencies.webAppFolder !== undefined });

  // 3. Every answer carries its request id, for support and for the logs.
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  // 4. Security headers and CORS before any route; bodies too large or stalled are refused
  // before anything reads them.
  await registerSecurity(app, env);
  registerBodyGuard(app, {
    socketTimeoutMs: requestTimeoutMs,
    ...(dependencies.bodyIdleTimeoutMs === undefined
      ? {}
      : { idleTimeoutMs: dependencies.bodyIdleTimeoutMs }),
  });

  // 5. The OpenAPI description of every route below.
  await registerOpenApi(app, apiVersion);

  // 6. The shared services of the features: the job queue, domain events, mail, tokens, files.
  const platform = createPlatform(app, dependencies);
  const people = createPeople(platform.db);

  // 7. The features, each of which builds its services and registers its routes under /api;
  // what one needs of another is handed here. Listed in the order their routes register.
  const assistant = createAssistantFeature({
    db: platform.db,
    jobs: platform.jobs,
    env,
    // Each feature hands its documents (visibility decided) through assistant-sources.ts, and
    // tells the index of a change in its transaction.
    providers: assistantDocumentProviders(),
    isVip: (user) => courses.experiences.isVip(user),
    ...(dependencies.assistantTimeouts ? { timeouts: dependencies.assistantTimeouts } : {}),
    log: app.log,
    runJobs: platform.runJobs,
  });
  const { sourceChanged } = assistant;
  const courses = createCoursesFeature(platform, {
    people,
    sourceChanged,
    roleOf: (executor, userId) => createPeople(executor).roleOf(userId),
  });
  const career = createCareerFeature(platform);
  const accounts = createAccountsFeature(platform, {
    ...(dependencies.signInFailuresPerAddress === undefined
      ? {}
      : { signInFailuresPerAddress: dependencies.signInFailuresPerAddress }),
    isTwoStepRequiredForStaff: () => system.isTwoStepRequiredForStaff(),
    countContributions: courses.experiences.countContributions,
    personalFiles: [(userId) => career.personalFilesOf(userId)],
    contentOf: (user) => exportOwnContent(user),
  });
  const system = createSystemFeature(platform, { people, twoStep: accounts.twoStep });
  const notifications = createNotificationsFeature(platform, {
    authenticate: accounts.authenticate,
  });
  const events = createEventsFeature(platform, { sourceChanged });
  const features: Feature[] = [
    accounts,
    system,
    createAnalyticsFeature(platform),
    courses,
    createDevLogFeature(platform, { sourceChanged }),
    createTherapistPoolsFeature(platform),
    events,
    createListingsFeature(platform, {
      people,
      // Counts over every approved experience, the same for everyone: kept as the public answers
      // are (a few seconds, emptied by every write), so a home page costs no aggregate.
      courseStatistics: () =>
        app.publicAnswers.through('home:course-statistics', () => courses.courses.findStatistics()),
      activeEventsCount: () => events.countUpcomingActive(),
    }),
    createInformationFeature(platform, { sourceChanged }),
    createQuestionsFeature(platform, { people, sourceChanged }),
    notifications,
    createAlarmsFeature(platform, { people, eventExists: (eventId) => events.exists(eventId) }),
    createWaitlistFeature(platform, { people }),
    createVotesFeature(platform),
    career,
    createContactFeature(platform, { people }),
    createFeedbackFeature(platform, { people }),
    createInstagramFeature(platform),
    createQuizBuilderFeature(platform, { people }),
    assistant,
    createMatchingFeature(
      matchingDependencies(platform, { people, notifications: notifications.service }),
    ),
  ];
  const exportOwnContent = collectOwnContent(features);
  for (const feature of features) feature.addHooks?.(app);
  // Last, so that the features' own work (a calculation's worker) stops before the queue does.
  platform.addHooks(app);

  await app.register(
    async (api) => {
      // Rate limits count API calls only: pages and assets are cheap, and a campus behind one
      // NAT address loads them thousands of times a minute. Signed-in calls count per account;
      // anonymous ones per address, with room for the many people a campus address carries.
      await registerRateLimit(api, {
        perAccount: dependencies.accountRateLimit ?? 1_200,
        perAddress: dependencies.addressRateLimit ?? 6_000,
        windowMs: 60_000,
        ...(dependencies.redis ? { redis: dependencies.redis } : {}),
      });
      // Answers above a kilobyte go compressed to clients that accept it.
      await registerCompression(api);
      // Every route needs a signed-in user unless it says isPublic.
      registerAuth(api, accounts.authenticate);
      system.maintenance.register(api);
      registerNoStore(api);
      registerTextGuard(api);
      // Uploads (graduate proofs, photos, CVs, images): multipart with one file, read into memory.
      await registerMultipart(api);
      for (const feature of features) await feature.registerRoutes(api);
    },
    { prefix: '/api' },
  );

  // 8. The web app last, so that /api always wins.
  if (dependencies.webAppFolder !== undefined) await registerWebApp(app, dependencies.webAppFolder);

  return app;
}
