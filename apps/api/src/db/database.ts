import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database as every repository sees it, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** A repository accepts either the database or a transaction in progress. */
export type Executor = Database | Transaction;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** A short description for the start-up message, without credentials. */
  description: string;
  /** The server's address, for work that needs a connection of its own (postgres only). */
  url?: string;
  /** The whole data directory as a tar archive (PGlite only): a snapshot to open again. */
  dump?(): Promise<Blob>;
  /** Resolves when the database answers a trivial query, rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /** `settings` are PostgreSQL's run-time settings for this opening only. */
  | { kind: 'pglite'; directory: string; settings?: Readonly<Record<string, string>> }
  /** In memory; `snapshot` is a data directory dumped by PGlite, loaded instead of a new cluster. */
  | { kind: 'memory'; snapshot?: Blob };

/** Opens PostgreSQL from a URL, or the embedded PGlite on disk or in memory. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.maxConnections ?? 10);
  const directory = options.kind === 'pglite' ? options.directory : undefined;
  if (directory !== undefined) mkdirSync(path.dirname(directory), { recursive: true });
  const snapshot = options.kind === 'memory' ? options.snapshot : undefined;
  const settings = options.kind === 'pglite' ? Object.entries(options.settings ?? {}) : [];
  const client = await PGlite.create(directory, {
    extensions: { pg_trgm },
    ...(settings.length === 0
      ? {}
      : {
          startParams: [
            ...PGlite.defaultStartParams,
            ...settings.flatMap(([name, value]) => ['-c', `${name}=${value}`]),
          ],
        }),
    ...(snapshot === undefined ? {} : { loadDataDir: snapshot }),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    description:
      directory === undefined
        ? 'embedded PostgreSQL in memory'
        : `embedded PostgreSQL at ${directory}`,
    async ping() {
      await client.query('select 1');
    },
    async dump() {
      return client.dumpDataDir('none');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, maxConnections: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A query that runs past the request time-out is cancelled by the server.
    statement_timeout: 60_000,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema });
  const target = new URL(url);
  return {
    db,
    driver: 'postgres',
    url,
    description: `PostgreSQL at ${target.hostname}:${target.port || '5432'}${target.pathname}`,
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Runs queries one after another and answers their rows in order, like
 * `Promise.all` but safe on a transaction: a transaction is one connection,
 * which runs one query at a time (the pg driver deprecates queuing them).
 * Drizzle's queries start when awaited, so they can be built beforehand.
 */
export async function oneAfterAnother<T extends readonly unknown[]>(queries: {
  readonly [K in keyof T]: PromiseLike<T[K]>;
}): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as unknown as T;
}
