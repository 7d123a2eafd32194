import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../src/app';
import { parseEnv, type Env } from '../src/env';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  env: Env;
  close(): Promise<void>;
}

/** Builds the whole app on a fresh database, silent, for HTTP tests through app.inject. */
export async function createTestApp(
  overrides: { env?: Record<string, string>; dependencies?: Partial<AppDependencies> } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    DATA_DIR: '/tmp/campus-test-data',
    ...overrides.env,
  });
  // Jobs (mail queued in a transaction, alarms…) run within a tenth of a second.
  const app = await buildApp({
    env,
    database,
    logger: false,
    jobsPollMs: 100,
    ...overrides.dependencies,
  });
  await app.ready();
  return {
    app,
    database,
    env,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
