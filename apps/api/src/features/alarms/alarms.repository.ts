import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { escapeLikePattern, foldSearchText, type AlarmStatus } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { alarms, type AlarmRow } from './alarms.tables';
import { readPage } from '../../db/paging';

/** What a person writes; the rest is the repository's. */
export interface AlarmValues {
  title: string;
  note: string | null;
  event_id: string | null;
  remind_at: Date;
  send_email: boolean;
}

export interface AlarmFilter {
  page: number;
  page_size: number;
  status?: AlarmStatus | undefined;
  /** One person's alarms; everyone's when undefined. */
  userId?: string | undefined;
  /** Words of the title (folded). */
  q?: string | undefined;
}

/** A broadcast's reminder for one person. */
export interface BroadcastAlarm {
  broadcast_id: string;
  user_id: string;
  title: string;
  note: string | null;
}

export function createAlarmsRepository(db: Executor) {
  return {
    async findPage(filter: AlarmFilter): Promise<{ rows: AlarmRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.userId !== undefined) conditions.push(eq(alarms.user_id, filter.userId));
      if (filter.status !== undefined) conditions.push(eq(alarms.status, filter.status));
      const words = filter.q === undefined ? '' : foldSearchText(filter.q).trim();
      if (words !== '')
        conditions.push(sql`${alarms.search_text} like ${`%${escapeLikePattern(words)}%`}`);
      const where = and(...conditions);
      return readPage(
        db
          .select()
          .from(alarms)
          .where(where)
          // Scheduled alarms first, the soonest first; then the rest, the latest first.
          .orderBy(
            sql`${alarms.status} <> 'scheduled'`,
            sql`case when ${alarms.status} = 'scheduled' then ${alarms.remind_at} end`,
            desc(alarms.remind_at),
            alarms.alarm_id,
          ),
        filter,
        db.$count(alarms, where),
      );
    },

    async find(alarmId: string, lock = false): Promise<AlarmRow | undefined> {
      const query = db.select().from(alarms).where(eq(alarms.alarm_id, alarmId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insert(userId: string, values: AlarmValues): Promise<AlarmRow> {
      const [row] = await db
        .insert(alarms)
        .values({ ...values, user_id: userId, search_text: foldSearchText(values.title) })
        .returning();
      if (row === undefined) throw new Error('The alarm was not inserted');
      return row;
    },

    async update(alarmId: string, values: AlarmValues): Promise<AlarmRow | undefined> {
      const [row] = await db
        .update(alarms)
        .set({ ...values, search_text: foldSearchText(values.title), updated_at: new Date() })
        .where(and(eq(alarms.alarm_id, alarmId), eq(alarms.status, 'scheduled')))
        .returning();
      return row;
    },

    async cancel(alarmId: string): Promise<AlarmRow | undefined> {
      const [row] = await db
        .update(alarms)
        .set({ status: 'cancelled', updated_at: new Date() })
        .where(and(eq(alarms.alarm_id, alarmId), eq(alarms.status, 'scheduled')))
        .returning();
      return row;
    },

    /**
     * Marks a due alarm fired. Only one caller ever gets the row back: the
     * condition on the status is what makes an alarm fire exactly once.
     */
    async fire(alarmId: string): Promise<AlarmRow | undefined> {
      const [row] = await db
        .update(alarms)
        .set({ status: 'fired', fired_at: sql`now()`, updated_at: sql`now()` })
        .where(
          and(
            eq(alarms.alarm_id, alarmId),
            eq(alarms.status, 'scheduled'),
            lte(alarms.remind_at, sql`now()`),
          ),
        )
        .returning();
      return row;
    },

    /** A broadcast's fired reminders; those a retried run already made are left out. */
    async insertBroadcast(rows: readonly BroadcastAlarm[]): Promise<AlarmRow[]> {
      if (rows.length === 0) return [];
      return db
        .insert(alarms)
        .values(
          rows.map((row) => ({
            ...row,
            remind_at: sql`now()`,
            fired_at: sql`now()`,
            status: 'fired' as const,
            send_email: false,
            search_text: foldSearchText(row.title),
          })),
        )
        .onConflictDoNothing({
          target: [alarms.broadcast_id, alarms.user_id],
          where: sql`${alarms.broadcast_id} is not null`,
        })
        .returning();
    },
  };
}

export type AlarmsRepository = ReturnType<typeof createAlarmsRepository>;
