import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle, Schema } from './database';

/** The committed SQL migrations, found from the source tree and from the built bundle alike. */
export function migrationsFolder(): string {
  for (const relative of ['../drizzle', '../../drizzle']) {
    const candidate = fileURLToPath(new URL(relative, import.meta.url));
    if (existsSync(`${candidate}/meta/_journal.json`)) return candidate;
  }
  throw new Error('The migrations folder apps/api/drizzle was not found');
}

/** An arbitrary constant that names the migration lock among PostgreSQL advisory locks. */
const migrationLockKey = 727_301;

/**
 * Applies every pending migration. On a PostgreSQL server several API
 * processes may start at once, so the work runs under an advisory lock.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, {
      migrationsFolder: folder,
    });
    return;
  }
  // A connection of its own holds the session lock for the whole run.
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePostgres(drizzle({ client }), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    await client.end();
  }
}
