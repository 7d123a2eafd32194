import { randomBytes } from 'node:crypto';
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
