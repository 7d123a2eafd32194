import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users, type NewUserRow, type UserRow } from './accounts.tables';

export function createUsersRepository(db: Executor) {
  return {
    async findById(userId: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.user_id, userId));
      return rows[0];
    },

    /** First and last names of several accounts in one query; unknown ids are left out. */
    async namesOf(
      userIds: readonly string[],
    ): Promise<Map<string, { first_name: string; last_name: string }>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          user_id: users.user_id,
          first_name: users.user_first_name,
          last_name: users.user_last_name,
        })
        .from(users)
        .where(inArray(users.user_id, [...userIds]));
      return new Map(rows.map(({ user_id, ...names }) => [user_id, names]));
    },

    /** E-mail addresses of several accounts in one query (admins' lists). */
    async emailsOf(userIds: readonly string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ user_id: users.user_id, email: users.user_email })
        .from(users)
        .where(inArray(users.user_id, [...userIds]));
      return new Map(rows.map((row) => [row.user_id, row.email]));
    },

    /** Names and e-mail addresses of several accounts in one query (admins' lists and exports). */
    async contactsOf(
      userIds: readonly string[],
    ): Promise<Map<string, { first_name: string; last_name: string; email: string }>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({
          user_id: users.user_id,
          first_name: users.user_first_name,
          last_name: users.user_last_name,
          email: users.user_email,
        })
        .from(users)
        .where(inArray(users.user_id, [...userIds]));
      return new Map(rows.map(({ user_id, ...contact }) => [user_id, contact]));
    },

    /** Active accounts after an id, in id order: a batch of a walk over everyone (broadcasts). */
    async activeUserIdsAfter(afterId: string | null, limit: number): Promise<string[]> {
      const rows = await db
        .select({ user_id: users.user_id })
        .from(users)
        .where(
          and(
            eq(users.status, 'active'),
            afterId === null ? undefined : gt(users.user_id, afterId),
          ),
        )
        .orderBy(asc(users.user_id))
        .limit(limit);
      return rows.map((row) => row.user_id);
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.user_email, email.toLowerCase()));
      return rows[0];
    },

    async findByGoogleSubject(subject: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.google_subject, subject));
      return rows[0];
    },

    async insert(values: NewUserRow): Promise<UserRow> {
      const rows = await db.insert(users).values(values).returning();
      const row = rows[0];
      if (row === undefined) throw new Error('insert into users returned nothing');
      return row;
    },

    async update(userId: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const rows = await db
        .update(users)
        .set({ ...values, updated_at: new Date() })
        .where(eq(users.user_id, userId))
        .returning();
      return rows[0];
    },

    async remove(userId: string): Promise<void> {
      await db.delete(users).where(eq(users.user_id, userId));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
