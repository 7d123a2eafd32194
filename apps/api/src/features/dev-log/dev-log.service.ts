import type { DevLogEntry, DevLogListQuery, DevLogPage, DevLogWriteBody } from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { changedFields, recordRowAudit } from '../../platform/audit/audit';
import { pickFields } from '../../platform/pick-fields';
import { AppError } from '../../platform/errors';
import { ignoreSourceChange, type SourceChanged } from '../../platform/indexed-documents';
import { createDevLogRepository, type DevLogValues } from './dev-log.repository';
import type { DevLogEntryRow } from './dev-log.tables';
import { pageOf } from '../../platform/wire-page';

const writableFields = [
  'version',
  'title_en',
  'title_tr',
  'body_en',
  'body_tr',
  'kind',
  'published_at',
] as const satisfies readonly (keyof DevLogValues)[];

function valuesOf(body: DevLogWriteBody): DevLogValues {
  return { ...pickFields(body, writableFields), published_at: new Date(body.published_at) };
}

function entryOf(row: DevLogEntryRow): DevLogEntry {
  return {
    entry_id: row.entry_id,
    version: row.version,
    title_en: row.title_en,
    title_tr: row.title_tr,
    body_en: row.body_en,
    body_tr: row.body_tr,
    kind: row.kind,
    published_at: row.published_at.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Admins see entries scheduled for later; everyone else sees what is published by now. */
function publishedBy(viewer: AuthUser | null): Date | undefined {
  return viewer?.role === 'admin' ? undefined : new Date();
}

const noSuchEntry = () => AppError.notFound('There is no such dev log entry');

/**
 * The dev log: public reading, admin writing (audited in the same
 * transaction, which also tells the assistant's index).
 */
export function createDevLogService(
  db: Database,
  sourceChanged: SourceChanged = ignoreSourceChange,
) {
  const reader = createDevLogRepository(db);
  return {
    async findEntries(query: DevLogListQuery, viewer: AuthUser | null): Promise<DevLogPage> {
      const { rows, total } = await reader.findEntries({
        ...query,
        publishedBy: publishedBy(viewer),
      });
      return pageOf(rows.map(entryOf), query, total);
    },

    async findEntry(entryId: string, viewer: AuthUser | null): Promise<DevLogEntry> {
      const row = await reader.findEntry(entryId, publishedBy(viewer));
      if (row === undefined) throw noSuchEntry();
      return entryOf(row);
    },

    async create(body: DevLogWriteBody, actor: AuthUser): Promise<DevLogEntry> {
      return db.transaction(async (transaction) => {
        const row = await createDevLogRepository(transaction).insertEntry(valuesOf(body));
        await recordRowAudit(transaction, actor.userId, 'dev_log_entry.created', row.entry_id, {
          kind: row.kind,
          version: row.version,
        });
        await sourceChanged(transaction, 'dev_log', row.entry_id);
        return entryOf(row);
      });
    },

    async update(entryId: string, body: DevLogWriteBody, actor: AuthUser): Promise<DevLogEntry> {
      const values = valuesOf(body);
      return db.transaction(async (transaction) => {
        const repository = createDevLogRepository(transaction);
        const before = await repository.findEntry(entryId);
        if (before === undefined) throw noSuchEntry();
        const row = await repository.updateEntry(entryId, values);
        if (row === undefined) throw noSuchEntry();
        await recordRowAudit(transaction, actor.userId, 'dev_log_entry.updated', entryId, {
          changed: changedFields(writableFields, before, values),
        });
        await sourceChanged(transaction, 'dev_log', entryId);
        return entryOf(row);
      });
    },

    async remove(entryId: string, actor: AuthUser): Promise<void> {
      await db.transaction(async (transaction) => {
        const row = await createDevLogRepository(transaction).deleteEntry(entryId);
        if (row === undefined) throw noSuchEntry();
        await recordRowAudit(transaction, actor.userId, 'dev_log_entry.deleted', entryId, {
          kind: row.kind,
          version: row.version,
        });
        await sourceChanged(transaction, 'dev_log', entryId);
      });
    },
  };
}

export type DevLogService = ReturnType<typeof createDevLogService>;
