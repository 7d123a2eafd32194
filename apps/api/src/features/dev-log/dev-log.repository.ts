import { and, desc, eq, lte, type SQL } from 'drizzle-orm';
import type { DevLogKind } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { devLogEntries, type DevLogEntryRow, type NewDevLogEntryRow } from './dev-log.tables';
import { readPage } from '../../db/paging';

/** The columns the admin form writes; ids and timestamps of record are the repository's. */
export type DevLogValues = Omit<NewDevLogEntryRow, 'entry_id' | 'created_at' | 'updated_at'>;

export interface DevLogFilter {
  page: number;
  page_size: number;
  kind?: DevLogKind | undefined;
  /** Only entries published at or before this moment; every entry when undefined. */
  publishedBy?: Date | undefined;
}

export function createDevLogRepository(db: Executor) {
  function visible(filter: Pick<DevLogFilter, 'kind' | 'publishedBy'>): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.kind !== undefined) conditions.push(eq(devLogEntries.kind, filter.kind));
    if (filter.publishedBy !== undefined)
      conditions.push(lte(devLogEntries.published_at, filter.publishedBy));
    return and(...conditions);
  }

  return {
    /** One page of entries, newest published first, and the total. */
    async findEntries(filter: DevLogFilter): Promise<{ rows: DevLogEntryRow[]; total: number }> {
      const where = visible(filter);
      return readPage(
        db
          .select()
          .from(devLogEntries)
          .where(where)
          .orderBy(desc(devLogEntries.published_at), devLogEntries.entry_id),
        filter,
        db.$count(devLogEntries, where),
      );
    },

    async findEntry(entryId: string, publishedBy?: Date): Promise<DevLogEntryRow | undefined> {
      const [row] = await db
        .select()
        .from(devLogEntries)
        .where(and(eq(devLogEntries.entry_id, entryId), visible({ publishedBy })));
      return row;
    },

    async insertEntry(values: DevLogValues): Promise<DevLogEntryRow> {
      const [row] = await db.insert(devLogEntries).values(values).returning();
      if (row === undefined) throw new Error('The dev log entry was not inserted');
      return row;
    },

    async updateEntry(entryId: string, values: DevLogValues): Promise<DevLogEntryRow | undefined> {
      const [row] = await db
        .update(devLogEntries)
        .set({ ...values, updated_at: new Date() })
        .where(eq(devLogEntries.entry_id, entryId))
        .returning();
      return row;
    },

    async deleteEntry(entryId: string): Promise<DevLogEntryRow | undefined> {
      const [row] = await db
        .delete(devLogEntries)
        .where(eq(devLogEntries.entry_id, entryId))
        .returning();
      return row;
    },
  };
}

export type DevLogRepository = ReturnType<typeof createDevLogRepository>;
