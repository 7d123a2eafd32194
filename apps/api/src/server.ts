import path from 'node:path';
import type { Env } from './env';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/database';
import { loggerOptions } from './platform/logging';
import { isEmptyDatabase, nothingSeeded, type SeedResult } from './seed-state';
import { findWebAppFolder } from './platform/web-app';
import { createFileStore } from './platform/file-store';
import { setPasswordHashingNiceness } from './platform/passwords';
import { createRedisClient } from './platform/redis';
import { favourMemory } from './platform/favour-memory';

/** How long in-flight requests get to finish on shutdown before the process exits anyway. */
const shutdownGraceMs = 10_000;

function printBanner(
  env: Env,
  databaseDescription: string,
  seed: SeedResult,
  servesWebApp: boolean,
): void {
  const lines = [
    '',
    `  CampusHub is running at ${env.appUrl}`,
    `  API: ${env.appUrl}/api  ·  API reference: ${env.appUrl}/api/docs`,
    `  Database: ${databaseDescription}`,
    `  Mail: ${env.smtpUrl === undefined ? 'written to this log (set SMTP_URL to send it)' : 'sent over SMTP'}`,
  ];
  if (!servesWebApp)
    lines.push(
      '  The web app is not built; run `npm run build` (or `npm run dev` for development).',
    );
  if (seed.demoAccounts.length > 0) {
    lines.push('', `  A new database with ${seed.courseCount} courses and these demo accounts:`);
    for (const account of seed.demoAccounts) {
      lines.push(
        `    ${account.user_role.padEnd(10)} ${account.user_email.padEnd(28)} ${account.password}`,
      );
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

/** Readable lines on a terminal when pino-pretty is installed, JSON lines (for log collectors) otherwise. */
function canPrettyPrint(): boolean {
  if (!process.stdout.isTTY) return false;
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * Seeds a database that has nothing yet. The seed, with the whole demo it
 * holds, is loaded only then: a restart does not parse it.
 */
async function seedWhenEmpty(env: Env, database: DatabaseHandle): Promise<SeedResult> {
  const isEmpty = await isEmptyDatabase(database.db);
  if (!isEmpty || !env.seedDemo) return nothingSeeded(isEmpty);
  const { seedDatabase } = await import('./seed');
  // The demo events' covers are stored where app.ts's file store reads uploads.
  return seedDatabase(database.db, {
    withDemoData: env.seedDemo,
    files: createFileStore(path.join(env.dataDir, 'uploads')),
  });
}

/**
 * Seeds a new database (unless it came seeded from the build's template, as
 * `seeded` says), builds the app on it and listens, until a signal stops it.
 */
export async function startServer(
  env: Env,
  database: DatabaseHandle,
  seeded: SeedResult | undefined,
): Promise<void> {
  setPasswordHashingNiceness(env.passwordHashingNiceness);
  const seed = seeded ?? (await seedWhenEmpty(env, database));
  const redis = env.redisUrl === undefined ? undefined : await createRedisClient(env.redisUrl);
  const webAppFolder = findWebAppFolder();
  const app = await buildApp({
    env,
    database,
    logger: loggerOptions(env.logLevel, canPrettyPrint()),
    ...(redis ? { redis } : {}),
    ...(webAppFolder !== undefined ? { webAppFolder } : {}),
  });

  let isStopping = false;
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    app.log.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, shutdownGraceMs);
    forced.unref();
    void (async () => {
      await app.close();
      await database.close();
      redis?.disconnect();
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => {
    stop('SIGINT');
  });
  process.on('SIGTERM', () => {
    stop('SIGTERM');
  });

  await app.listen({ port: env.port, host: env.host });
  favourMemory();
  printBanner(env, database.description, seed, webAppFolder !== undefined);
}
