import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { Env } from '../../env';
import type { AuthUser } from '../../platform/auth';
import { defineFeature } from '../../platform/feature';
import type { JobQueue } from '../../platform/jobs';
import { createAssistantAnswers } from './assistant-answers';
import { createAssistantIndexer, type DocumentProviders } from './assistant-indexer';
import { createStreamRegistry } from './assistant-limits';
import { assistantRoutes } from './assistant.routes';
import { createAssistantService } from './assistant.service';
import { createSiteSearch } from './site-search';
import { defaultModelTimeouts, type ModelConfig, type ModelTimeouts } from './model-client';

export interface AssistantFeatureDependencies {
  db: Database;
  jobs: JobQueue;
  env: Pick<Env, 'assistantModel' | 'contactEmail'>;
  /** The features' documents, visibility decided (assistant-sources.ts). */
  providers: DocumentProviders;
  /** Whether the person is VIP at this moment; asked only while answering. */
  isVip: (user: AuthUser) => Promise<boolean>;
  /** The model's time limits (tests shorten them). */
  timeouts?: Partial<ModelTimeouts>;
  log: FastifyBaseLogger;
  /** Whether this process runs due jobs, so schedules the recurring ones when ready. */
  runJobs: boolean;
}

/**
 * The assistant, wired: its index of the features' pages (each feature tells
 * it of a change through `sourceChanged`, in the change's transaction), the
 * answers (offline, or from the configured model), the conversations and
 * their jobs, and the routes.
 */
export function createAssistantFeature(dependencies: AssistantFeatureDependencies) {
  const { db, jobs, env, log } = dependencies;
  const indexer = createAssistantIndexer({ db, jobs, providers: dependencies.providers, log });
  const streams = createStreamRegistry();
  const model: ModelConfig | undefined =
    env.assistantModel === undefined
      ? undefined
      : { ...env.assistantModel, ...defaultModelTimeouts, ...dependencies.timeouts };
  const answers = createAssistantAnswers({
    db,
    isVip: (user) => dependencies.isVip(user),
    model,
    contactEmail: env.contactEmail,
    registry: streams,
    log,
  });
  const service = createAssistantService({
    db,
    jobs,
    indexer,
    answers,
    withModel: model !== undefined,
  });
  // One search box over the same index, with the same visibility.
  const search = createSiteSearch({ db, isVip: (user) => dependencies.isVip(user) });
  // Its jobs: a unit indexed again after a change, the nightly rebuild, the daily retention.
  service.registerJobs();

  return defineFeature({
    sourceChanged: indexer.sourceChanged,
    service,
    /** Schedules the recurring jobs once the app is ready, and stops live answers on close. */
    addHooks(app: FastifyInstance): void {
      if (dependencies.runJobs)
        app.addHook('onReady', async () => {
          try {
            await service.scheduleJobs();
          } catch (error) {
            app.log.error({ err: error }, 'the assistant jobs could not be scheduled');
          }
        });
      // Answers still streaming stop when the server closes (their partial text is kept).
      app.addHook('preClose', async () => {
        streams.stopAll();
      });
    },
    /** The routes, under the API's prefix. */
    async registerRoutes(api: FastifyInstance): Promise<void> {
      await api.register(assistantRoutes, { service, answers, search });
    },
    exportOwn: async (user) => ({
      assistant_conversations: await service.exportOwn(user.userId),
    }),
  });
}
