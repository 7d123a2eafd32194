import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import {
  databaseUrl,
  pgliteSnapshot,
  postgresTemplate,
  runOnServer,
  variantOf,
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
  if (testServerUrl === undefined) return kind === 'migrated' ? migratedPglite() : seededPglite();
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

/**
 * The worker's seeded PGlite, kept between its test files too: loading the
 * seeded snapshot took about two seconds a file, most of the API tests' set-up.
 * When it is first loaded, every table gets a copy of its seeded rows (schema
 * `test_pristine`) and a statement trigger that notes the table in
 * `test_pristine.written` whenever a statement writes to it, or a cascade
 * does. Before the next file, each noted table gets its seeded rows back (with
 * foreign keys and triggers off while it does), and every sequence its seeded
 * value: a file sees the seed as it was made, whatever the files before it
 * changed. Most files write to a few small tables (sessions, audit entries,
 * jobs).
 */
interface SeededSpare {
  variant: string;
  handle: DatabaseHandle;
  facts: SeededTemplateFacts | undefined;
  /** Each table's statements that put its seeded rows back, by its qualified name. */
  restore: Map<string, string[]>;
  /** One statement that sets every sequence to its seeded value. */
  resetSequences: string;
}

let seededSpare: SeededSpare | undefined;

const pristineTables = z.object({
  rows: z.array(z.object({ name: z.string(), copy: z.string(), columns: z.string() })),
});
const sequenceValues = z.object({
  rows: z.array(
    z.object({
      name: z.string(),
      last_value: z.union([z.string(), z.number()]).nullable(),
      start_value: z.union([z.string(), z.number()]),
    }),
  ),
});
const writtenTables = z.object({ rows: z.array(z.object({ name: z.string() })) });

async function seededPglite(): Promise<TestDatabase> {
  let kept = seededSpare;
  seededSpare = undefined;
  if (kept !== undefined && kept.variant !== variantOf('seeded')) {
    // The seed's dates count from when it was made: a new period has a new snapshot.
    await kept.handle.close();
    kept = undefined;
  }
  if (kept === undefined) {
    const { snapshot, facts, variant } = await pgliteSnapshot('seeded');
    const handle = await openDatabase({ kind: 'memory', snapshot });
    kept = { variant, handle, facts, ...(await keepPristineCopies(handle)) };
  } else {
    try {
      await putBackWrittenTables(kept);
    } catch (error) {
      // The next file loads the snapshot again.
      await kept.handle.close();
      throw error;
    }
  }
  const current = kept;
  return {
    ...current.handle,
    ...(current.facts === undefined ? {} : { seeded: current.facts }),
    async close() {
      if (seededSpare === undefined) seededSpare = current;
      else await current.handle.close();
    },
  };
}

async function keepPristineCopies(
  handle: DatabaseHandle,
): Promise<Pick<SeededSpare, 'restore' | 'resetSequences'>> {
  // PGlite runs one statement a call.
  const run = async (...statements: string[]) => {
    for (const statement of statements) await handle.db.execute(sql.raw(statement));
  };
  await run(
    'CREATE SCHEMA test_pristine',
    'CREATE TABLE test_pristine.written (name text PRIMARY KEY)',
    `CREATE FUNCTION test_pristine.note_write() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO test_pristine.written
         VALUES (format('%I.%I', TG_TABLE_SCHEMA, TG_TABLE_NAME)) ON CONFLICT DO NOTHING;
       RETURN NULL;
     END $$`,
  );
  const { rows: tables } = pristineTables.parse(
    await handle.db.execute(sql`
      select format('%I.%I', t.schemaname, t.tablename) as name,
             format('test_pristine.%I', t.schemaname || '__' || t.tablename) as copy,
             (select string_agg(format('%I', a.attname), ', ' order by a.attnum)
                from pg_attribute a
               where a.attrelid = format('%I.%I', t.schemaname, t.tablename)::regclass
                 and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
        from pg_tables t
       where t.schemaname not in ('pg_catalog', 'information_schema', 'drizzle', 'test_pristine')`),
  );
  for (const table of tables) {
    await run(
      `CREATE TABLE ${table.copy} AS SELECT ${table.columns} FROM ${table.name}`,
      `CREATE TRIGGER test_note_write AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
         ON ${table.name} FOR EACH STATEMENT EXECUTE FUNCTION test_pristine.note_write()`,
    );
  }
  const { rows: sequences } = sequenceValues.parse(
    await handle.db.execute(sql`
      select format('%I.%I', schemaname, sequencename) as name, last_value, start_value
        from pg_sequences`),
  );
  const settings = sequences.map((sequence) =>
    sequence.last_value === null
      ? `setval('${sequence.name}', ${String(sequence.start_value)}, false)`
      : `setval('${sequence.name}', ${String(sequence.last_value)}, true)`,
  );
  return {
    restore: new Map(
      tables.map((table) => [
        table.name,
        [
          `DELETE FROM ${table.name}`,
          `INSERT INTO ${table.name} (${table.columns}) OVERRIDING SYSTEM VALUE
             SELECT ${table.columns} FROM ${table.copy}`,
        ],
      ]),
    ),
    resetSequences: settings.length === 0 ? 'select 1' : `select ${settings.join(', ')}`,
  };
}

async function putBackWrittenTables(spare: SeededSpare): Promise<void> {
  const { rows } = writtenTables.parse(
    await spare.handle.db.execute(sql`select name from test_pristine.written`),
  );
  const statements = rows.flatMap((row) => {
    const restore = spare.restore.get(row.name);
    if (restore === undefined) throw new Error(`A test made a table of its own: ${row.name}`);
    return restore;
  });
  // In the replica role neither the foreign keys nor the triggers (the notes above) fire.
  for (const statement of [
    'SET session_replication_role = replica',
    ...statements,
    'TRUNCATE test_pristine.written',
    'SET session_replication_role = DEFAULT',
    spare.resetSequences,
  ])
    await spare.handle.db.execute(sql.raw(statement));
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
