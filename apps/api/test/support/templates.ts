import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrateDatabase } from '../../src/db/migrate';
import { seedDatabase } from '../../src/seed';
import type { SeedResult } from '../../src/seed-state';
import { createFileStore } from '../../src/platform/file-store';

/**
 * The databases the API tests start from, made once and cloned for every test
 * file: migrated, or migrated and seeded with the demo university.
 *
 * - PGlite: the data directory dumped after the work (`dumpDataDir`) into
 *   `node_modules/.cache/campus-api-tests/<key>/`, loaded by each file in
 *   about half a second instead of an initdb and 15 migrations.
 * - PostgreSQL: a template database per kind (`CREATE DATABASE … TEMPLATE`).
 *
 * The key is a hash of the migrations and of every source file the seed can
 * reach, so a change to either makes new templates on the next run and an
 * unchanged tree reuses them. The first worker that needs a template makes it
 * under a lock; the others wait for it.
 */
export type TemplateKind = 'migrated' | 'seeded';

export interface SeededTemplateFacts {
  /** What `seedDatabase` answered when the template was made. */
  seed: Pick<SeedResult, 'courseCount' | 'experienceCount'>;
  /** The files the seed wrote (event covers, CVs, Instagram images), copied for each test app. */
  uploadsDir: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const apiRoot = path.resolve(here, '../..');
const repositoryRoot = path.resolve(apiRoot, '../..');
const cacheRoot = path.join(repositoryRoot, 'node_modules/.cache/campus-api-tests');

let keyOfTree: string | undefined;

/** A short hash of the migrations, the API source, the contracts and this file: what a template is made from. */
export function templateKey(): string {
  if (keyOfTree !== undefined) return keyOfTree;
  const hash = createHash('sha256');
  const roots = [
    path.join(apiRoot, 'drizzle'),
    path.join(apiRoot, 'src'),
    path.join(repositoryRoot, 'packages/contracts/src'),
  ];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.test.ts')) {
        hash.update(path.relative(repositoryRoot, full));
        hash.update(readFileSync(full));
      }
    }
  };
  for (const root of roots) walk(root);
  // The way a template is made is part of it too.
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  keyOfTree = hash.digest('hex').slice(0, 12);
  return keyOfTree;
}

/**
 * The demo data's dates count from the moment it was seeded (an alarm due in
 * 26 hours, an event in 3 days, a listing that expires in 2), so a seeded
 * template serves for 6 hours at most: its name carries the 6-hour period it
 * was made in. A migrated template has no dates and no period.
 */
const seededLifetimeMs = 6 * 60 * 60 * 1000;

function periodOf(now = Date.now()): number {
  return Math.floor(now / seededLifetimeMs);
}

/** A template's name within the key: `migrated`, or `seeded-<period>`. */
export function variantOf(kind: TemplateKind): string {
  return kind === 'migrated' ? kind : `${kind}_${String(periodOf())}`;
}

function cacheDir(): string {
  return path.join(cacheRoot, templateKey());
}

/** Makes the database content of a template in a database just opened and migrated. */
async function fill(
  handle: DatabaseHandle,
  kind: TemplateKind,
): Promise<SeededTemplateFacts | undefined> {
  await migrateDatabase(handle);
  if (kind === 'migrated') return undefined;
  const uploadsDir = path.join(cacheDir(), `${handle.driver}-${variantOf(kind)}-uploads`);
  rmSync(uploadsDir, { recursive: true, force: true });
  const result = await seedDatabase(handle.db, {
    withDemoData: true,
    files: createFileStore(uploadsDir),
  });
  return {
    seed: { courseCount: result.courseCount, experienceCount: result.experienceCount },
    uploadsDir,
  };
}

// ---------------------------------------------------------------- PGlite

/** Waits for and holds a lock directory; a lock left by a dead process is taken over. */
async function withFileLock<T>(lockPath: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockPath);
      writeFileSync(path.join(lockPath, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (lockIsStale(lockPath)) rmSync(lockPath, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockPath, { recursive: true, force: true });
  }
}

function lockIsStale(lockPath: string): boolean {
  try {
    const pid = Number(readFileSync(path.join(lockPath, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // No pid file yet: the owner is between mkdir and write, unless the lock is old.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return Date.now() - (statSync(lockPath, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 10_000;
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Removes the caches of older trees (other keys), so the folder does not grow. */
function removeOtherKeys(): void {
  if (!existsSync(cacheRoot)) return;
  for (const entry of readdirSync(cacheRoot)) {
    const full = path.join(cacheRoot, entry);
    if (entry !== templateKey() && Date.now() - statSync(full).mtimeMs > 60 * 60 * 1000)
      rmSync(full, { recursive: true, force: true });
  }
}

/** Removes the seeded snapshots of periods before the previous one (a run may straddle two). */
function removeOlderPeriods(directory: string, kind: TemplateKind): void {
  if (kind === 'migrated' || !existsSync(directory)) return;
  for (const entry of readdirSync(directory)) {
    const period = new RegExp(`^(?:pglite|postgres)-${kind}_(\\d+)`).exec(entry)?.[1];
    if (period !== undefined && Number(period) < periodOf() - 1)
      rmSync(path.join(directory, entry), { recursive: true, force: true });
  }
}

/** The dumped data directory of a PGlite template, made when missing. */
export async function pgliteSnapshot(kind: TemplateKind): Promise<{
  snapshot: Blob;
  facts: SeededTemplateFacts | undefined;
  /** `migrated`, or `seeded_<period>`: a seeded snapshot of another period is another variant. */
  variant: string;
}> {
  const directory = cacheDir();
  const variant = variantOf(kind);
  const file = path.join(directory, `pglite-${variant}.tar`);
  const factsFile = path.join(directory, `pglite-${variant}.json`);
  if (!existsSync(file)) {
    mkdirSync(directory, { recursive: true });
    await withFileLock(path.join(directory, `pglite-${kind}.lock`), async () => {
      if (existsSync(file)) return;
      removeOtherKeys();
      removeOlderPeriods(directory, kind);
      const handle = await openDatabase({ kind: 'memory' });
      try {
        const facts = await fill(handle, kind);
        // A snapshot dumped right after a checkpoint opens in two thirds of the time (0.8 s
        // against 1.2 s for the seeded one): nothing is left in the log to replay.
        await handle.db.execute(sql`CHECKPOINT`);
        const dump = await handle.dump?.();
        if (dump === undefined) throw new Error('PGlite gave no dump');
        writeFileSync(factsFile, JSON.stringify(facts ?? null));
        writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
        renameSync(`${file}.partial`, file);
      } finally {
        await handle.close();
      }
    });
  }
  const facts = JSON.parse(readFileSync(factsFile, 'utf8')) as SeededTemplateFacts | null;
  return { snapshot: new Blob([readFileSync(file)]), facts: facts ?? undefined, variant };
}

// ------------------------------------------------------------ PostgreSQL

/** An arbitrary constant that names the template lock among PostgreSQL advisory locks. */
const templateLockKey = 727_302;

export async function runOnServer<T extends pg.QueryResultRow>(
  serverUrl: string,
  statement: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The name of a template database on the server, made when missing. */
export async function postgresTemplate(
  serverUrl: string,
  kind: TemplateKind,
): Promise<{ name: string; facts: SeededTemplateFacts | undefined }> {
  const variant = variantOf(kind);
  const name = `campus_tpl_${templateKey()}_${variant}`;
  const factsFile = path.join(cacheDir(), `postgres-${variant}.json`);
  const exists = async () =>
    (await runOnServer(serverUrl, 'select 1 from pg_database where datname = $1', [name])).length >
    0;
  if (!(await exists()) || !existsSync(factsFile)) {
    const lock = new pg.Client({ connectionString: serverUrl });
    await lock.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [templateLockKey]);
      if (!(await exists()) || !existsSync(factsFile)) {
        await dropOtherTemplates(serverUrl, kind);
        const building = `${name}_building`;
        await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await runOnServer(serverUrl, `CREATE DATABASE "${building}"`);
        const handle = await openDatabase({
          kind: 'postgres',
          url: databaseUrl(serverUrl, building),
          maxConnections: 4,
        });
        let facts: SeededTemplateFacts | undefined;
        try {
          facts = await fill(handle, kind);
        } finally {
          await handle.close();
        }
        await runOnServer(serverUrl, `ALTER DATABASE "${building}" RENAME TO "${name}"`);
        mkdirSync(cacheDir(), { recursive: true });
        writeFileSync(factsFile, JSON.stringify(facts ?? null));
      }
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [templateLockKey]).catch(() => undefined);
      await lock.end();
    }
  }
  const facts = JSON.parse(readFileSync(factsFile, 'utf8')) as SeededTemplateFacts | null;
  return { name, facts: facts ?? undefined };
}

/** Drops the templates of this kind made from other trees, and seeded ones of older periods. */
async function dropOtherTemplates(serverUrl: string, kind: TemplateKind): Promise<void> {
  const rows = await runOnServer<{ datname: string }>(
    serverUrl,
    `select datname from pg_database where datname like 'campus\\_tpl\\_%' and datname like $1`,
    [`%\\_${kind}%`],
  );
  for (const { datname } of rows) {
    const period = /_(\d+)$/.exec(datname)?.[1];
    const current = datname.startsWith(`campus_tpl_${templateKey()}_`);
    if (current && (period === undefined || Number(period) >= periodOf() - 1)) continue;
    await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(
      () => undefined,
    );
  }
  removeOlderPeriods(cacheDir(), kind);
}
