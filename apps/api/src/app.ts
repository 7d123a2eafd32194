import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import path from 'node:path';
import { shortPersonName } from '@campus/contracts';
import { resolveJwtSecret, type Env } from './env';
import type { DatabaseHandle } from './db/database';
import { AppError, answerFrameworkError, registerErrorHandling } from './platform/errors';
import { registerNotFound } from './platform/not-found';
import { registerNoStore, registerSecurity } from './platform/security';
import { registerRateLimit } from './platform/rate-limit';
import { registerOpenApi } from './platform/openapi';
import { registerWebApp } from './platform/web-app';
import { loggerOptions } from './platform/logging';
import { registerAuth } from './platform/auth';
import { registerTextGuard } from './platform/text-guard';
import { registerBodyGuard } from './platform/body-guard';
import { registerCompression } from './platform/compression';
import { createAccessTokens } from './platform/access-tokens';
import { createFileStore } from './platform/file-store';
import {
  createLogMailer,
  createMailOutbox,
  createSmtpMailer,
  type Mailer,
} from './platform/mail/mailer';
import { createThrottle } from './platform/throttle';
import { redisStateOf } from './platform/redis';
import { receptionRoutes } from './features/accounts/reception.routes';
import { createReceptionService } from './features/accounts/reception.service';
import { twoStepRoutes } from './features/accounts/two-step.routes';
import { createTwoStepService } from './features/accounts/two-step.service';
import { defaultSignInFailuresPerAddress } from './features/accounts/password-checks';
import { googleRoutes } from './features/accounts/google.routes';
import { createGoogleService } from './features/accounts/google.service';
import { graduatesRoutes } from './features/accounts/graduates.routes';
import { createGraduatesService } from './features/accounts/graduates.service';
import { profileRoutes } from './features/accounts/profile.routes';
import { createProfileService } from './features/accounts/profile.service';
import { adminUsersRoutes } from './features/accounts/admin-users.routes';
import { createAdminUsersService } from './features/accounts/admin-users.service';
import { createUsersRepository } from './features/accounts/users.repository';
import { allItems } from './platform/all-pages';
import { waitlistRoutes } from './features/waitlist/waitlist.routes';
import { createWaitlistService } from './features/waitlist/waitlist.service';
import { votesRoutes } from './features/votes/votes.routes';
import { createVotesService } from './features/votes/votes.service';
import { registerMultipart } from './platform/uploads';
import { trackRoutes } from './platform/endpoints';
import './platform/route-config';
import { apiVersion } from './version';
import { systemRoutes } from './features/system/system.routes';
import { createSystemRepository } from './features/system/system.repository';
import { createSystemService } from './features/system/system.service';
import { createMaintenanceGate } from './features/system/maintenance-gate';
import { adminAuditRoutes } from './features/accounts/admin-audit.routes';
import { createAdminAuditRepository } from './features/accounts/admin-audit.repository';
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
import { createNotificationHub } from './features/notifications/notifications.hub';
import { createNotificationsService } from './features/notifications/notifications.service';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { createJobQueue } from './platform/jobs';
import { alarmsRoutes } from './features/alarms/alarms.routes';
import { createAlarmsService } from './features/alarms/alarms.service';
import { devLogRoutes } from './features/dev-log/dev-log.routes';
import { therapistPoolsRoutes } from './features/therapist-pools/therapist-pools.routes';
import { createTherapistPoolsService } from './features/therapist-pools/therapist-pools.service';
import { createDevLogService } from './features/dev-log/dev-log.service';
import { eventsRoutes } from './features/events/events.routes';
import { createEventsService } from './features/events/events.service';
import { listingsRoutes } from './features/listings/listings.routes';
import { createListingsService } from './features/listings/listings.service';
import { homeRoutes } from './features/listings/home.routes';
import { createHomeService } from './features/listings/home.service';
import { informationRoutes } from './features/information/information.routes';
import { createInformationService } from './features/information/information.service';
import { questionsRoutes } from './features/questions/questions.routes';
import { createQuestionsService } from './features/questions/questions.service';
import { careerRoutes } from './features/career/career.routes';
import { createCareerService } from './features/career/career.service';
import { contactRoutes } from './features/contact/contact.routes';
import { createContactService } from './features/contact/contact.service';
import { feedbackRoutes } from './features/feedback/feedback.routes';
import { createFeedbackService } from './features/feedback/feedback.service';
import { instagramRoutes } from './features/instagram/instagram.routes';
import { createInstagramService } from './features/instagram/instagram.service';
import { quizBuilderRoutes } from './features/quiz-builder/quiz-builder.routes';
import { createQuizBuilderService } from './features/quiz-builder/quiz-builder.service';
import { qbQuestionRoutes } from './features/quiz-builder/questions.routes';
import { createQbQuestionsService } from './features/quiz-builder/questions.service';
import { qbQuizRoutes } from './features/quiz-builder/quizzes.routes';
import { createQbQuizzesService } from './features/quiz-builder/quizzes.service';
import { qbBundleRoutes } from './features/quiz-builder/bundles.routes';
import { createQbBundlesService } from './features/quiz-builder/bundles.service';
import { qbTransferRoutes } from './features/quiz-builder/transfer.routes';
import { createQbTransferService } from './features/quiz-builder/transfer.service';
import { qbTakingRoutes } from './features/quiz-builder/taking.routes';
import { createQbTakingService } from './features/quiz-builder/taking.service';
import { qbResponseRoutes } from './features/quiz-builder/responses.routes';
import { createQbResponsesService } from './features/quiz-builder/responses.service';
import { createAdminUsersRepository } from './features/accounts/admin-users.repository';
import { createAssistantFeature } from './features/assistant/assistant.feature';
import type { ModelTimeouts } from './features/assistant/model-client';
import { assistantDocumentProviders } from './assistant-sources';
import { createMatchingFeature } from './features/matching/matching.feature';
import { matchingSources } from './matching-sources';

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
  const { env, database } = dependencies;
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

  // 6. Shared services of the features: mail, tokens, files, throttles.
  // Without Redis the throttles count in this process; the first failure is logged.
  let redisFailureLogged = false;
  const redisFallback = (error: unknown) => {
    if (redisFailureLogged) return;
    redisFailureLogged = true;
    app.log.warn({ err: error }, 'Redis does not answer; the throttles count in this process');
  };
  const mailer =
    dependencies.mailer ??
    (env.smtpUrl === undefined
      ? createLogMailer((text) => {
          app.log.info(text);
        })
      : createSmtpMailer(env.smtpUrl, env.mailFrom));
  const secret = dependencies.secret ?? resolveJwtSecret(env);
  const accessTokens = createAccessTokens(secret, env.appUrl);
  const files = createFileStore(path.join(env.dataDir, 'uploads'));
  // Scheduled work (alarms) runs through one queue in the database (decision 012): due jobs
  // survive a restart and run once when several API processes share one database.
  const jobQueue = createJobQueue({
    db: database.db,
    log: app.log,
    ...(dependencies.jobsPollMs === undefined ? {} : { pollMs: dependencies.jobsPollMs }),
  });
  app.decorate('jobs', jobQueue);
  // Domain events: a feature records what it changes in the same transaction, as a job of the
  // queue above, and nudges its delivery after the commit; later features (notifications)
  // subscribe through app.domainEvents. A failing listener fails the job, which is retried
  // (decision 022). The due events are delivered before the app closes.
  const domainEvents = createDomainEvents({ jobs: jobQueue, log: app.log });
  app.decorate('domainEvents', domainEvents);
  app.addHook('onClose', async () => {
    try {
      await domainEvents.idle();
    } catch (error) {
      app.log.warn({ err: error }, 'the due domain events are left to the next start');
    }
  });
  // Notifications: made from the domain events above, at most once per event and person, pushed
  // live to each person's open streams (through Redis pub/sub when several API processes share it).
  const notificationHub = createNotificationHub({ redis: dependencies.redis, log: app.log });
  const notifications = createNotificationsService({ db: database.db, hub: notificationHub });
  notifications.subscribeTo(domainEvents);
  app.addHook('onClose', async () => {
    await notificationHub.close();
  });
  // Every mail is a `mail.send` job of that queue: retried when the mail server fails, its row
  // (which may hold a one-time link) deleted once sent or failed for good.
  const outbox = createMailOutbox({ jobs: jobQueue, mailer, log: app.log });
  app.decorate('mailOutbox', outbox);
  // Matching: rounds, participants, pairs and matches; calculations are jobs run in a worker thread
  // (stopped before the queue waits for its handlers); answers and names from matching-sources.ts.
  const matching = createMatchingFeature({
    ...matchingSources(database.db),
    db: database.db,
    jobs: jobQueue,
    secret,
    appUrl: env.appUrl,
    notify: async ({ userId, kind, matchId, roundId, dedupeKey }) => {
      await notifications.notify({
        userId,
        kind,
        payload: { match_id: matchId, round_id: roundId },
        link: kind === 'match.reported' ? `/admin/matching/matches/${matchId}` : '/matches',
        dedupeKey,
      });
    },
    sendMail: (message) => outbox.enqueue(message),
  });
  matching.addHooks(app);
  if (dependencies.runJobs !== false)
    app.addHook('onReady', async () => {
      jobQueue.start();
      try {
        // Finished rows are removed daily (done after a week, failed after a month).
        await jobQueue.scheduleCleanup();
      } catch (error) {
        app.log.error({ err: error }, 'the clean-up of finished jobs could not be scheduled');
      }
    });
  app.addHook('preClose', async () => {
    await outbox.close();
    await jobQueue.stop();
    mailer.close();
  });
  // The assistant answers from an index of the features' pages: each feature hands its documents
  // (visibility decided) through assistant-sources.ts, and tells the index of a change in its
  // transaction; whether someone is VIP at the moment of a question, the courses feature decides.
  const assistant = createAssistantFeature({
    db: database.db,
    jobs: jobQueue,
    env,
    providers: assistantDocumentProviders(),
    isVip: (user) => courseExperiences.isVip(user),
    ...(dependencies.assistantTimeouts ? { timeouts: dependencies.assistantTimeouts } : {}),
    log: app.log,
  });
  assistant.addHooks(app, dependencies.runJobs !== false);
  const { sourceChanged } = assistant;
  // Course experiences count the approved contributions that unlock VIP access in `user_current`,
  // and announce reviews; the accounts' users tell whether an author is a student.
  const courseExperiences = createCourseExperiencesService({
    db: database.db,
    events: domainEvents,
    roleOf: async (executor, userId) =>
      (await createUsersRepository(executor).findById(userId))?.user_role,
    sourceChanged,
    // Moderators see who wrote what they review.
    namesOf: (userIds) => createUsersRepository(database.db).namesOf(userIds),
  });
  // The community features show people by first name and last initial, looked up in one query
  // per page from the accounts' users. Their services are made here because the personal-data
  // export of the profile gathers what each person shared in them.
  const people = createUsersRepository(database.db);
  const therapistPools = createTherapistPoolsService({ db: database.db, events: domainEvents });
  const listings = createListingsService({
    db: database.db,
    events: domainEvents,
    jobs: jobQueue,
    namesOf: (userIds) => people.namesOf(userIds),
  });
  // Approved listings past their expiry date are marked expired by a job every 15 minutes (their
  // authors notified); a process that runs jobs asks for a first run when it is ready.
  listings.registerJobs();
  if (dependencies.runJobs !== false)
    app.addHook('onReady', async () => {
      try {
        await listings.scheduleExpiry();
      } catch (error) {
        // The database may be unreachable at start: the server starts anyway, the queries
        // still hide expired listings, and the next start schedules the job.
        app.log.error({ err: error }, 'the listing expiry job could not be scheduled');
      }
    });
  const questions = createQuestionsService({
    db: database.db,
    events: domainEvents,
    sourceChanged,
    displayNamesOf: async (userIds) =>
      new Map(
        [...(await people.namesOf(userIds))].map(([userId, names]) => [
          userId,
          shortPersonName(names.first_name, names.last_name),
        ]),
      ),
  });
  // Quiz builder responses (admins: list, moderation, paper answers, analysis, exports; a
  // person's own answers for their data export); people are named and searched through the
  // accounts feature.
  const quizResponses = createQbResponsesService({
    db: database.db,
    contactsOf: (userIds) => people.contactsOf(userIds),
    userIdByEmail: async (email) => (await people.findByEmail(email))?.user_id,
    userIdsMatching: async (q, limit) =>
      (
        await createAdminUsersRepository(database.db).list({
          q,
          sort: 'email',
          page: 1,
          page_size: limit,
        })
      ).rows.map((row) => row.user_id),
  });
  // The events board; alarms about an event ask it whether the event exists, and the home page
  // counts its upcoming events.
  const events = createEventsService({ db: database.db, files, appUrl: env.appUrl, sourceChanged });
  // Alarms: a person's reminders, fired once by the job queue; an alarm about an event asks
  // the events feature whether it exists, and admins see the owners' e-mail addresses.
  const alarms = createAlarmsService({
    db: database.db,
    events: domainEvents,
    jobs: jobQueue,
    appUrl: env.appUrl,
    eventExists: async (eventId) => {
      try {
        await events.get(eventId);
        return true;
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return false;
        throw error;
      }
    },
    emailsOf: (userIds) => people.emailsOf(userIds),
    recipientOf: async (userId) => {
      const user = await people.findById(userId);
      return user === undefined
        ? undefined
        : {
            email: user.user_email,
            firstName: user.user_first_name,
            locale: user.locale,
            active: user.status === 'active',
          };
    },
    activeUserIds: (afterId, limit) => people.activeUserIdsAfter(afterId, limit),
    sendMail: (message) => outbox.enqueue(message),
  });
  alarms.registerJobs();
  const waitlist = createWaitlistService({
    db: database.db,
    contactsOf: (userIds) => people.contactsOf(userIds),
  });
  const votes = createVotesService({ db: database.db });
  const career = createCareerService({ db: database.db, files, events: domainEvents });
  const feedback = createFeedbackService({
    db: database.db,
    events: domainEvents,
    namesOf: (userIds) => people.namesOf(userIds),
  });
  const loginThrottle = createThrottle(dependencies.redis, {
    limit: 10,
    windowSeconds: 15 * 60,
    onFallback: redisFallback,
  });
  const signInFailuresPerAddress =
    dependencies.signInFailuresPerAddress ?? defaultSignInFailuresPerAddress;
  const systemRepository = createSystemRepository(database.db);
  const twoStep = createTwoStepService({
    db: database.db,
    secret,
    loginThrottle,
    signInFailuresPerAddress,
    isRequiredForStaff: () => systemRepository.findSetting('two_step_required'),
  });
  const reception = createReceptionService({
    db: database.db,
    accessTokens,
    secret,
    twoStep,
    outbox,
    jobs: jobQueue,
    appUrl: env.appUrl,
    loginThrottle,
    signInFailuresPerAddress,
    mailThrottle: createThrottle(dependencies.redis, {
      limit: 5,
      windowSeconds: 60 * 60,
      onFallback: redisFallback,
    }),
    allowedEmailDomains: env.allowedEmailDomains,
    countContributions: courseExperiences.countContributions,
    files,
    // Deleting an account removes the files other features keep for the person, as they name them.
    personalFiles: [(userId) => career.personalFilesOf(userId)],
    log: app.log,
  });
  reception.registerJobs();

  // 7. Features, each under /api. Every route there needs a signed-in user unless it says isPublic.
  const maintenance = createMaintenanceGate(systemRepository);
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
      registerAuth(api, reception.authenticate);
      maintenance.register(api);
      registerNoStore(api);
      registerTextGuard(api);
      await api.register(receptionRoutes, { service: reception });
      await api.register(twoStepRoutes, { service: twoStep, reception });
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
          contentOf: async (user) => {
            const [experiences, pool, therapistEntries, ownListings] = await Promise.all([
              courseExperiences.exportOwn(user.userId),
              questions.exportOwn(user),
              therapistPools.exportOwn(user),
              listings.exportOwn(user),
            ]);
            const [feedbackItems, applications, waitlists, proposals, cast, ownAlarms, inbox] =
              await Promise.all([
                allItems((page) => feedback.mine(page, user)),
                career.exportOwn(user),
                waitlist.mine(user),
                allItems(async (page) => (await votes.mine(page, user)).proposals),
                allItems(async (page) => (await votes.mine(page, user)).votes),
                allItems((page) => alarms.listOwn(page, user)),
                allItems((page) => notifications.list({ ...page, unread: false }, user)),
              ]);
            const [quizAnswers, assistantConversations, matchingData] = await Promise.all([
              allItems((page) => quizResponses.findResponses({ ...page, user_id: user.userId })),
              assistant.service.exportOwn(user.userId),
              matching.exportOwn(user.userId),
            ]);
            return {
              course_experiences: experiences,
              pool_questions: pool.questions,
              pool_replies: pool.replies,
              therapist_pool_entries: therapistEntries,
              listings: ownListings,
              feedback_items: feedbackItems,
              career_applications: applications,
              waitlist_entries: waitlists.items,
              vote_proposals: proposals,
              votes: cast,
              alarms: ownAlarms,
              notifications: inbox,
              // Their own answers: who hid one is the moderators' business, not part of it.
              quiz_answers: quizAnswers.map(
                ({ user: _person, hidden_by: _moderator, ...answer }) => answer,
              ),
              assistant_conversations: assistantConversations,
              matching: matchingData,
            };
          },
        }),
      });
      await api.register(adminUsersRoutes, {
        service: createAdminUsersService({ ...accounts, accessTokens, secret }),
      });
      await api.register(systemRoutes, {
        database,
        repository: systemRepository,
        service: createSystemService({
          db: database.db,
          namesOf: (userIds) => people.namesOf(userIds),
          twoStep,
          onMaintenanceSwitched: () => {
            maintenance.forget();
          },
        }),
        version: apiVersion,
        contactEmail: env.contactEmail,
        gaMeasurementId: env.gaMeasurementId,
        googleSignIn: env.google !== undefined,
        redisState: () => redisStateOf(dependencies.redis),
      });
      await api.register(analyticsRoutes, {
        service: createAnalyticsService(createAnalyticsRepository(database.db)),
      });
      await api.register(adminAuditRoutes, { repository: createAdminAuditRepository(database.db) });
      const courses = createCoursesService(createCoursesRepository(database.db));
      await api.register(coursesRoutes, { service: courses });
      await api.register(coursesAdminRoutes, {
        service: createCoursesAdminService(database.db, sourceChanged),
      });
      await api.register(courseExperiencesRoutes, { service: courseExperiences });
      // The dev log: public changelog, written by admins.
      await api.register(devLogRoutes, {
        service: createDevLogService(database.db, sourceChanged),
      });
      // The psychologist and psychiatrist experience pools: consent first, moderated entries.
      await api.register(therapistPoolsRoutes, { service: therapistPools });
      // The events board: moderators manage events and their images, signed-in people read the
      // active ones in the navbar's drawer; `events.countUpcomingActive` is the home page's count.
      await api.register(eventsRoutes, { service: events });
      // Listings boards (car pooling, internships, jobs, alumni, erasmus); the home page combines
      // their newest listings with the course statistics and the active events count.
      await api.register(listingsRoutes, { service: listings });
      await api.register(homeRoutes, {
        service: createHomeService({
          courseStatistics: () => courses.findStatistics(),
          activeEventsCount: () => events.countUpcomingActive(),
          listingCards: (viewer, limit) => listings.cards(viewer, limit),
        }),
      });
      // The information bank: projects read by everyone signed in, managed by moderators.
      await api.register(informationRoutes, {
        service: createInformationService(database.db, sourceChanged),
      });
      // The Q&A bank and the question pool: an anonymous asker's id is never looked up.
      await api.register(questionsRoutes, { service: questions });
      // Notifications of the signed-in person, and their live stream (server-sent events).
      await api.register(notificationsRoutes, {
        service: notifications,
        authenticate: reception.authenticate,
      });
      await api.register(alarmsRoutes, { service: alarms });
      // The waitlists of upcoming features: admins read names and e-mail addresses (one query per
      // page from the accounts' users) and export them as CSV.
      await api.register(waitlistRoutes, { service: waitlist });
      // Voting: proposed questions, published by moderators, one vote per person.
      await api.register(votesRoutes, { service: votes });
      // Career: open positions for everyone, applications with a PDF CV, reviewed by admins.
      await api.register(careerRoutes, { service: career });
      // The public contact form, read and answered by admins (the answer goes by e-mail).
      await api.register(contactRoutes, {
        service: createContactService({
          db: database.db,
          outbox,
          appUrl: env.appUrl,
          namesOf: (userIds) => people.namesOf(userIds),
        }),
      });
      // Feedback and suggestions of signed-in people; admins set a status and answer them.
      await api.register(feedbackRoutes, { service: feedback });
      // The Instagram posts of the home page: managed by admins, their images public.
      await api.register(instagramRoutes, {
        service: createInstagramService({ db: database.db, files }),
      });
      // The quiz builder (admins): matters, options with alternatives, phrases.
      await api.register(quizBuilderRoutes, { service: createQuizBuilderService(database.db) });
      // Quiz builder questions with their versions (admins).
      await api.register(qbQuestionRoutes, { service: createQbQuestionsService(database.db) });
      // Quiz builder quizzes with their questions and answer keys, and bundles of quizzes (admins).
      await api.register(qbQuizRoutes, { service: createQbQuizzesService(database.db) });
      await api.register(qbBundleRoutes, { service: createQbBundlesService(database.db) });
      // Quiz builder: a whole quiz exported as a JSON file and imported as a draft (admins).
      await api.register(qbTransferRoutes, { service: createQbTransferService(database.db) });
      // Taking published quizzes and bundles (signed-in users) and the admins' bundle preview.
      await api.register(qbTakingRoutes, { service: createQbTakingService(database.db) });
      // Quiz builder responses (admins), the service made above.
      await api.register(qbResponseRoutes, { service: quizResponses });
      // The AI assistant: conversations, streamed answers, ratings; admins' figures and index.
      await assistant.registerRoutes(api);
      // Matching: /matches for participants, /admin/matching for admins.
      await matching.registerRoutes(api);
    },
    { prefix: '/api' },
  );

  // 8. The web app last, so that /api always wins.
  if (dependencies.webAppFolder !== undefined) await registerWebApp(app, dependencies.webAppFolder);

  return app;
}
