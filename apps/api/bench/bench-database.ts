import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateDatabase } from '../src/db/migrate';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** What the figures were measured on, for the report. */
  description: string;
  /** Closes the database and removes it (the temporary folder, or the throwaway server database). */
  dispose(): Promise<void>;
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

/**
 * A fresh, migrated database: the embedded PGlite in a temporary folder (as
 * `npm start` keeps it in ./data), or, when a server address is given, a new
 * database on that server that is dropped again afterwards.
 */
export async function openBenchDatabase(
  serverUrl: string | undefined,
  keep: boolean,
): Promise<BenchDatabase> {
  if (serverUrl === undefined) {
    const folder = mkdtempSync(path.join(tmpdir(), 'campus-bench-'));
    const handle = await openDatabase({ kind: 'pglite', directory: path.join(folder, 'pglite') });
    await migrateDatabase(handle);
    return {
      handle,
      description: `embedded PGlite in ${folder}`,
      async dispose() {
        await handle.close();
        if (!keep) rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const name = `campus_bench_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
    await migrateDatabase(handle);
    return {
      handle,
      description: `PostgreSQL database ${name} at ${url.hostname}:${url.port || '5432'}`,
      async dispose() {
        await handle.close();
        if (!keep) await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      },
    };
  } catch (error) {
    await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
}

/** A benchmark's database and data folder; `dispose` removes both once (Ctrl-C does too, until then). */
export interface BenchWorkspace {
  database: BenchDatabase;
  dataDir: string;
  dispose: () => Promise<void>;
}

/** Opens a fresh database (see openBenchDatabase) and a data folder, and names the database. */
export async function openBenchWorkspace(
  serverUrl: string | undefined,
  keep: boolean,
): Promise<BenchWorkspace> {
  const database = await openBenchDatabase(serverUrl, keep);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-data-'));
  let disposed = false;
  const onInterrupt = () => {
    void dispose().finally(() => process.exit(130));
  };
  async function dispose() {
    if (disposed) return;
    disposed = true;
    process.off('SIGINT', onInterrupt);
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.once('SIGINT', onInterrupt);
  console.log(`Database: ${database.description}${keep ? ' (kept)' : ''}`);
  return { database, dataDir, dispose };
}
