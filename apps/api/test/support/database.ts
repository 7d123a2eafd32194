import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import {
  databaseUrl,
  pgliteSnapshot,
  postgresTemplate,
  runOnServer,
  type SeededTemplateFacts,
  type TemplateKind,
} from './templates';

/** The server the tests use when DATABASE_URL is set; PGlite in memory otherwise. */
export const testServerUrl = process.env.DATABASE_URL;
export const testDriver = testServerUrl === undefined ? 'pglite' : 'postgres';

export interface TestDatabase extends DatabaseHandle {
  /** The address of this file's own database (postgres only). */
  url?: string;
  /** For a seeded database: what the seed made, and where its files are. */
  seeded?: SeededTemplateFacts;
}

/**
 * A database of its own for one test file, cloned from a template (see
 * templates.ts): in-memory PGlite loaded from the template's snapshot, or a
 * new database on the PostgreSQL server, dropped again on close.
 */
export async function createTestDatabase(kind: TemplateKind = 'migrated'): Promise<TestDatabase> {
  if (testServerUrl === undefined) {
    if (kind === 'migrated') return migratedPglite();
    const { snapshot, facts } = await pgliteSnapshot(kind);
    const handle = await openDatabase({ kind: 'memory', snapshot });
    return facts === undefined ? handle : { ...handle, seeded: facts };
  }
  const serverUrl = testServerUrl;
  const template = await postgresTemplate(serverUrl, kind);
  const name = `campus_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${template.name}"`);
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url, maxConnections: 5 });
  return {
    ...handle,
    url,
    ...(template.facts === undefined ? {} : { seeded: template.facts }),
    async close() {
      await handle.close();
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * The worker's migrated PGlite, kept between its test files: loading a
 * snapshot takes about half a second, emptying every table a tenth of that
 * (the migrations insert no rows, so an empty database is the template). The
 * files of a worker run one after another (they share its modules,
 * isolate: false); a file that opens a second database at once gets a new
 * one. A seeded database is loaded for each file: putting the seed's rows
 * back (with their trigram indexes) saves little over loading it.
 */
let spare: { handle: DatabaseHandle; empty: string } | undefined;

const tableRows = z.object({ rows: z.array(z.object({ name: z.string() })) });

async function migratedPglite(): Promise<TestDatabase> {
  let kept = spare;
  spare = undefined;
  if (kept === undefined) {
    const { snapshot } = await pgliteSnapshot('migrated');
    const handle = await openDatabase({ kind: 'memory', snapshot });
    const { rows } = tableRows.parse(
      await handle.db.execute(sql`
        select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema', 'drizzle')`),
    );
    kept = {
      handle,
      empty: `TRUNCATE ${rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`,
    };
  } else {
    await kept.handle.db.execute(sql.raw(kept.empty));
  }
  const current = kept;
  return {
    ...current.handle,
    async close() {
      if (spare === undefined) spare = current;
      else await current.handle.close();
    },
  };
}

/** A new, empty database (no migrations), for the tests of migrating and seeding themselves. */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  if (testServerUrl === undefined) return openDatabase({ kind: 'memory' });
  const serverUrl = testServerUrl;
  const name = `campus_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url, maxConnections: 5 });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
