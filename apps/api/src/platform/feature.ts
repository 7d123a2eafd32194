import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { OwnContentExport } from '@campus/contracts';
import type { Database, DatabaseHandle } from '../db/database';
import { resolveJwtSecret, type Env } from '../env';
import { createAccessTokens, type AccessTokens } from './access-tokens';
import type { AuthUser } from './auth';
import { createDomainEvents, type DomainEvents } from './events';
import { createFileStore, type FileStore } from './file-store';
import { createJobQueue, type JobQueue } from './jobs';
import {
  createLogMailer,
  createMailOutbox,
  createSmtpMailer,
  type MailOutbox,
  type Mailer,
} from './mail/mailer';
import { createThrottle, type FailureThrottle, type ThrottleOptions } from './throttle';

/** What every feature is built from: the configuration and the shared services. */
export interface FeaturePlatform {
  env: Env;
  database: DatabaseHandle;
  db: Database;
  log: FastifyBaseLogger;
  /** The durable job queue (decision 012): work later, retried, once across processes. */
  jobs: JobQueue;
  /** Domain events, recorded in the change's transaction (decision 022). */
  events: DomainEvents;
  /** Every mail, as a job of the queue. */
  outbox: MailOutbox;
  files: FileStore;
  /** The key that signs tokens and keyed hashes. */
  secret: string;
  accessTokens: AccessTokens;
  redis?: Redis;
  /** Whether this process runs due jobs, so schedules recurring ones when ready. */
  runJobs: boolean;
  /** A failure counter, in Redis when there is one and in this process otherwise. */
  throttle(options: ThrottleOptions): FailureThrottle;
  /**
   * Starts the queue when the app is ready (in a process that runs jobs) and
   * stops the outbox, the queue and the mailer when it closes: added after the
   * features' hooks, so that their own work (a calculation's worker) stops first.
   */
  addHooks(app: FastifyInstance): void;
}

/**
 * A feature as app.ts lists it: its routes under `/api`, its hooks on the
 * whole app, and its part of a person's data export.
 */
export interface Feature {
  registerRoutes(api: FastifyInstance): Promise<void>;
  /** Jobs scheduled when the app is ready, work stopped when it closes. */
  addHooks?(app: FastifyInstance): void;
  /** What the person shared in this feature, for their personal-data export. */
  exportOwn?(user: AuthUser): Promise<Partial<OwnContentExport>>;
}

/** A feature's shape checked, with what else it offers the features made after it. */
export function defineFeature<Offered extends Feature>(feature: Offered): Offered {
  return feature;
}

export interface PlatformOptions {
  env: Env;
  database: DatabaseHandle;
  redis?: Redis;
  mailer?: Mailer;
  secret?: string;
  runJobs?: boolean;
  jobsPollMs?: number;
}

/**
 * Makes the shared services. The due domain events are delivered before the
 * app closes; `addHooks` ties the queue's lifetime to the app.
 */
export function createPlatform(app: FastifyInstance, options: PlatformOptions): FeaturePlatform {
  const { env, database } = options;
  const runJobs = options.runJobs !== false;
  const mailer =
    options.mailer ??
    (env.smtpUrl === undefined
      ? createLogMailer((text) => {
          app.log.info(text);
        })
      : createSmtpMailer(env.smtpUrl, env.mailFrom));
  const secret = options.secret ?? resolveJwtSecret(env);
  const jobs = createJobQueue({
    db: database.db,
    log: app.log,
    ...(options.jobsPollMs === undefined ? {} : { pollMs: options.jobsPollMs }),
  });
  app.decorate('jobs', jobs);
  // A failing listener fails its job, which is retried; the due events are delivered before
  // the app closes.
  const events = createDomainEvents({ jobs, log: app.log });
  app.decorate('domainEvents', events);
  app.addHook('onClose', async () => {
    try {
      await events.idle();
    } catch (error) {
      app.log.warn({ err: error }, 'the due domain events are left to the next start');
    }
  });
  // A mail's row (which may hold a one-time link) is deleted once sent or failed for good.
  const outbox = createMailOutbox({ jobs, mailer, log: app.log });
  app.decorate('mailOutbox', outbox);
  // Without Redis the throttles count in this process; the first failure is logged.
  let redisFailureLogged = false;
  const onFallback = (error: unknown) => {
    if (redisFailureLogged) return;
    redisFailureLogged = true;
    app.log.warn({ err: error }, 'Redis does not answer; the throttles count in this process');
  };

  return {
    env,
    database,
    db: database.db,
    log: app.log,
    jobs,
    events,
    outbox,
    files: createFileStore(path.join(env.dataDir, 'uploads')),
    secret,
    accessTokens: createAccessTokens(secret, env.appUrl),
    ...(options.redis === undefined ? {} : { redis: options.redis }),
    runJobs,
    throttle: (throttleOptions) =>
      createThrottle(options.redis, { ...throttleOptions, onFallback }),
    addHooks(target) {
      if (runJobs)
        target.addHook('onReady', async () => {
          jobs.start();
          try {
            // Finished rows are removed daily (done after a week, failed after a month).
            await jobs.scheduleCleanup();
          } catch (error) {
            target.log.error(
              { err: error },
              'the clean-up of finished jobs could not be scheduled',
            );
          }
        });
      target.addHook('preClose', async () => {
        await outbox.close();
        await jobs.stop();
        mailer.close();
      });
    },
  };
}

/**
 * Schedules a feature's recurring job when the app is ready, in a process
 * that runs jobs. The database may be unreachable at start: the server starts
 * anyway, and the next start schedules it.
 */
export function scheduleWhenReady(
  app: FastifyInstance,
  platform: FeaturePlatform,
  what: string,
  schedule: () => Promise<void>,
): void {
  if (!platform.runJobs) return;
  app.addHook('onReady', async () => {
    try {
      await schedule();
    } catch (error) {
      app.log.error({ err: error }, `${what} could not be scheduled`);
    }
  });
}
