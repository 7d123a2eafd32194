import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';
import { acquireDataLock } from './data-lock';
import { openDatabase, type DatabaseHandle } from './database';
import { migrateDatabase } from './migrate';

/** Where a data directory keeps its embedded database. */
function embeddedDirectoryOf(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Whether the embedded database of a data directory has yet to be made. */
export function isNewEmbeddedDatabase(dataDir: string): boolean {
  return !existsSync(path.join(embeddedDirectoryOf(dataDir), 'PG_VERSION'));
}

/** What a new embedded database is made from instead of an empty cluster (demo-template.ts). */
export interface EmbeddedDatabaseTemplate {
  copyTo(dataDir: string): Promise<void>;
}

/**
 * Opens the database the configuration names, takes the embedded lock if needed, and migrates it.
 * A new embedded database (no cluster in the data directory yet) is copied from `template` when given.
 */
export async function openConfiguredDatabase(
  env: Env,
  purpose: string,
  template?: EmbeddedDatabaseTemplate,
): Promise<DatabaseHandle> {
  if (env.databaseUrl !== undefined) {
    const handle = await openDatabase({ kind: 'postgres', url: env.databaseUrl });
    await migrateDatabase(handle);
    return handle;
  }
  const releaseLock = acquireDataLock(env.dataDir, purpose);
  try {
    if (template !== undefined && isNewEmbeddedDatabase(env.dataDir))
      await template.copyTo(env.dataDir);
    const handle = await openDatabase({
      kind: 'pglite',
      directory: embeddedDirectoryOf(env.dataDir),
    });
    await migrateDatabase(handle);
    return {
      ...handle,
      async close() {
        await handle.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
