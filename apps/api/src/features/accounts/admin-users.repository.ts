import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminUserListQuerySchema } from '@campus/contracts';
import type { Executor } from '../../db/database';
import { twoStepSecrets, users, type UserRow } from './accounts.tables';
import { containsFolded } from './folded-search';
import { readPage } from '../../db/paging';

export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

/** Each sort of the list, backed by an index (users_created_at_idx, users_email_unique, users_name_idx). */
const sortOrders: Record<AdminUserListQuery['sort'], SQL[]> = {
  '-created_at': [desc(users.created_at), desc(users.user_id)],
  created_at: [asc(users.created_at), asc(users.user_id)],
  email: [asc(users.user_email)],
  name: [
    asc(sql`lower(${users.user_last_name})`),
    asc(sql`lower(${users.user_first_name})`),
    asc(users.user_id),
  ],
};

export function createAdminUsersRepository(db: Executor) {
  return {
    async list(query: AdminUserListQuery): Promise<{ rows: UserRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.role !== undefined) conditions.push(eq(users.user_role, query.role));
      if (query.status !== undefined) conditions.push(eq(users.status, query.status));
      if (query.q !== undefined && query.q !== '') {
        conditions.push(
          containsFolded(
            sql`concat_ws(' ', ${users.user_first_name}, ${users.user_last_name}, ${users.user_email})`,
            query.q,
          ),
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      return readPage(
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(...sortOrders[query.sort]),
        query,
        db.$count(users, where),
      );
    },

    /** Which of these accounts have two-step sign-in on. */
    async withTwoStep(userIds: readonly string[]): Promise<ReadonlySet<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .select({ user_id: twoStepSecrets.user_id })
        .from(twoStepSecrets)
        .where(
          and(inArray(twoStepSecrets.user_id, [...userIds]), isNotNull(twoStepSecrets.enabled_at)),
        );
      return new Set(rows.map((row) => row.user_id));
    },

    /** The active admins, locked until the end of the transaction (two admins demoting each other). */
    async lockActiveAdmins(): Promise<string[]> {
      const rows = await db
        .select({ user_id: users.user_id })
        .from(users)
        .where(and(eq(users.user_role, 'admin'), eq(users.status, 'active')))
        .for('update');
      return rows.map((row) => row.user_id);
    },

    async lockUser(userId: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.user_id, userId)).for('update');
      return rows[0];
    },
  };
}
