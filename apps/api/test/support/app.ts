import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDependencies } from '../../src/app';
import { parseEnv, resolveJwtSecret, type Env } from '../../src/env';
import { createTestDatabase, type TestDatabase } from './database';
import { createApiClient, type ApiClient } from './http';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

export interface TestAppOptions {
  /** Start from the demo university (the seed, made once per run) instead of an empty schema. */
  seeded?: boolean;
  /** Start a real SMTP server on loopback and send the app's mail there (`context.mail`). */
  mail?: boolean;
  env?: Record<string, string>;
  dependencies?: Partial<AppDependencies>;
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  env: Env;
  /** The key that signs this app's tokens, for the factories' sessions. */
  secret: string;
  /** HTTP calls to this app's API (see http.ts). */
  api: ApiClient;
  /** The SMTP catcher, when the app was made with `mail: true`. */
  mail: MailCatcher;
  close(): Promise<void>;
}

export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Builds the whole app on a database of its own, silent, for HTTP tests through app.inject. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const [database, mail] = await Promise.all([
    createTestDatabase(options.seeded === true ? 'seeded' : 'migrated'),
    options.mail === true ? startMailCatcher() : undefined,
  ]);
  // Each app keeps its files in a folder of its own; a seeded one starts with the seed's files.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-test-'));
  if (database.seeded !== undefined)
    cpSync(database.seeded.uploadsDir, path.join(dataDir, 'uploads'), { recursive: true });
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: testJwtSecret,
    DATA_DIR: dataDir,
    ...(mail === undefined ? {} : { SMTP_URL: mail.url }),
    ...options.env,
  });
  // Jobs (mail queued in a transaction, alarms…) run within a tenth of a second.
  const app = await buildApp({
    env,
    database,
    logger: false,
    jobsPollMs: 100,
    ...options.dependencies,
  });
  await app.ready();
  return {
    app,
    database,
    env,
    secret: options.dependencies?.secret ?? resolveJwtSecret(env),
    api: createApiClient(app),
    get mail(): MailCatcher {
      if (mail === undefined) throw new Error('This test app was made without `mail: true`');
      return mail;
    },
    async close() {
      await app.close();
      await database.close();
      await mail?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The usual start of a test file: one app for the file, made before its tests
 * and closed after them. Each test then makes the data it needs with the
 * factories, so any test can run alone (`-t`).
 *
 *     const t = useTestApp();
 *     it('…', async () => { const student = await createUser(t); … });
 */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  let current: TestContext | undefined;
  beforeAll(async () => {
    current = await createTestApp(options);
  }, 120_000);
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestContext, {
    get(_target, key) {
      if (current === undefined)
        throw new Error('The test app is made in beforeAll: use it inside a test or a hook');
      return Reflect.get(current, key) as unknown;
    },
  });
}
