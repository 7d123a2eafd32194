import path from 'node:path';
import type { Env } from '../env';
import { acquireDataLock } from './data-lock';
import { openDatabase, type DatabaseHandle } from './database';
import { migrateDatabase } from './migrate';

/** Opens the database the configuration names, takes the embedded lock if needed, and migrates it. */
export async function openConfiguredDatabase(env: Env, purpose: string): Promise<DatabaseHandle> {
  if (env.databaseUrl !== undefined) {
    const handle = await openDatabase({ kind: 'postgres', url: env.databaseUrl });
    await migrateDatabase(handle);
    return handle;
  }
  const releaseLock = acquireDataLock(env.dataDir, purpose);
  try {
    const handle = await openDatabase({
      kind: 'pglite',
      directory: path.join(env.dataDir, 'pglite'),
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
