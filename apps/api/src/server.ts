import path from 'node:path';
import type { Env } from './env';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/database';
import { loggerOptions } from './platform/logging';
import { seedDatabase, type SeedResult } from './seed';
import { findWebAppFolder } from './platform/web-app';
import { createFileStore } from './platform/file-store';
import { setPasswordHashingNiceness } from './platform/passwords';
import { createRedisClient } from './platform/redis';

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
 * Seeds a new database (unless it came seeded from the build's template, as
 * `seeded` says), builds the app on it and listens, until a signal stops it.
 */
export async function startServer(
  env: Env,
  database: DatabaseHandle,
  seeded: SeedResult | undefined,
): Promise<void> {
  setPasswordHashingNiceness(env.passwordHashingNiceness);
  // The demo events' covers are stored where app.ts's file store reads uploads.
  const seed =
    seeded ??
    (await seedDatabase(database.db, {
      withDemoData: env.seedDemo,
      files: createFileStore(path.join(env.dataDir, 'uploads')),
    }));
  const redis = env.redisUrl === undefined ? undefined : createRedisClient(env.redisUrl);
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
  printBanner(env, database.description, seed, webAppFolder !== undefined);
}
