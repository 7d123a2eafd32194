import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { demoTemplateFolder, templateParts, type DemoTemplateAbout } from '../demo-template';
import { parseEnv } from '../env';
import { createFileStore } from '../platform/file-store';
import { seedDatabase } from '../seed';
import type { SeedResult } from '../seed-state';

// Run by the build (build.mjs) from dist/: writes dist/demo-template, the new
// embedded database `npm start` copies instead of migrating and seeding one.

/**
 * Runs the jobs the seed left due (the demo round's statistics, notices), as the first start
 * would: an app on the template's database whose queue is driven here, not by its timer.
 */
async function runDueJobs(database: DatabaseHandle, dataDir: string): Promise<void> {
  const secret = randomBytes(48).toString('base64url');
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: secret,
  });
  const app = await buildApp({ env, database, logger: false, secret, runJobs: false });
  try {
    await app.ready();
    while ((await app.jobs.runDue()) > 0);
  } finally {
    await app.close();
  }
}

/** Migrates and seeds an embedded database in `folder`, with its uploads beside it. */
async function makeDemoTemplate(folder: string): Promise<SeedResult> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const handle = await openDatabase({
    kind: 'pglite',
    directory: path.join(folder, templateParts.database),
    // The fewest write-ahead log segments PostgreSQL allows, so that there is less to copy.
    settings: { min_wal_size: '32MB', max_wal_size: '32MB' },
  });
  let seed: SeedResult;
  try {
    await migrateDatabase(handle);
    seed = await seedDatabase(handle.db, {
      withDemoData: true,
      files: createFileStore(path.join(folder, templateParts.uploads)),
    });
    await runDueJobs(handle, folder);
  } finally {
    await handle.close();
  }
  const about: DemoTemplateAbout = {
    made_at: new Date().toISOString(),
    course_count: seed.courseCount,
    experience_count: seed.experienceCount,
  };
  // Written last, after the database closed cleanly: a template is whole once its about file is there.
  writeFileSync(path.join(folder, templateParts.about), `${JSON.stringify(about, null, 2)}\n`);
  return seed;
}

const started = performance.now();
const folder = demoTemplateFolder();
const seed = await makeDemoTemplate(folder);
console.log(
  `Demo database made in ${((performance.now() - started) / 1000).toFixed(1)} s: ${String(seed.courseCount)} courses, ${String(seed.experienceCount)} experiences (${folder})`,
);
