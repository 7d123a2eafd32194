import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { users, type NewUserRow, type UserRow } from './accounts.tables';

export function createUsersRepository(db: Executor) {
  return {
    async findById(userId: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.user_id, userId));
      return rows[0];
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
