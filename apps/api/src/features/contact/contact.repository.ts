import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { escapeLikePattern, foldSearchText, type ContactStatus } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { contactMessages, type ContactMessageRow } from './contact.tables';
import { readPage } from '../../db/paging';

export interface ContactValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string;
  platform: ContactMessageRow['platform'];
  details: string;
  locale: ContactMessageRow['locale'];
}

export interface ContactFilter {
  status?: ContactStatus | undefined;
  q?: string | undefined;
  page: number;
  page_size: number;
}

function searchTextOf(values: ContactValues): string {
  return foldSearchText(
    `${values.first_name} ${values.last_name} ${values.email} ${values.subject}`,
  );
}

export function createContactRepository(db: Executor) {
  return {
    async insert(
      values: ContactValues,
      extra: Partial<Pick<ContactMessageRow, 'created_at'>> = {},
    ): Promise<ContactMessageRow> {
      const rows = await db
        .insert(contactMessages)
        .values({ ...values, ...extra, search_text: searchTextOf(values) })
        .returning();
      const row = rows[0];
      if (row === undefined) throw new Error('The contact message was not inserted');
      return row;
    },

    async findById(contactId: string): Promise<ContactMessageRow | undefined> {
      const rows = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.contact_id, contactId));
      return rows[0];
    },

    /** One page of the admins' list, newest first. */
    async list(filter: ContactFilter) {
      const conditions: SQL[] = [];
      if (filter.status !== undefined) conditions.push(eq(contactMessages.status, filter.status));
      const folded = filter.q === undefined ? '' : foldSearchText(filter.q);
      if (folded !== '') {
        conditions.push(
          sql`${contactMessages.search_text} like ${`%${escapeLikePattern(folded)}%`}`,
        );
      }
      const where = conditions.length === 0 ? undefined : and(...conditions);
      return readPage(
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.created_at), asc(contactMessages.contact_id)),
        filter,
        db.$count(contactMessages, where),
      );
    },

    /** How many messages are not handled yet. */
    async countNew(): Promise<number> {
      return db.$count(contactMessages, eq(contactMessages.status, 'new'));
    },

    /** Marks a message handled (keeping the first handler and time when it already was). */
    async markHandled(contactId: string, adminId: string, reply?: string) {
      const now = new Date();
      const rows = await db
        .update(contactMessages)
        .set({
          status: 'handled',
          handled_by: sql`coalesce(${contactMessages.handled_by}, ${adminId}::uuid)`,
          handled_at: sql`coalesce(${contactMessages.handled_at}, ${now.toISOString()}::timestamptz)`,
          ...(reply === undefined ? {} : { reply, replied_at: now }),
        })
        .where(eq(contactMessages.contact_id, contactId))
        .returning();
      return rows[0];
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
