import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateDatabase } from '../src/db/migrate';

/** The server the tests use when DATABASE_URL is set; PGlite in memory otherwise. */
export const testServerUrl = process.env.DATABASE_URL;
export const testDriver = testServerUrl === undefined ? 'pglite' : 'postgres';

export interface TestDatabase extends DatabaseHandle {
  /** The address of this file's own database (postgres only). */
  url?: string;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new
 * database on the PostgreSQL server that is dropped again on close.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testServerUrl === undefined) {
    const handle = await openDatabase({ kind: 'memory' });
    await migrateDatabase(handle);
    return handle;
  }
  const name = `campus_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(testServerUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(testServerUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  await migrateDatabase(handle);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await runOnServer(testServerUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
