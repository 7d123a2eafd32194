import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { locales, userRoles } from '@campus/contracts';

export const userRoleEnum = pgEnum('user_role', userRoles);
export const localeEnum = pgEnum('locale', locales);
/** pending: waiting for review (graduates); active; deactivated by an admin. */
export const userStatusEnum = pgEnum('user_status', ['pending', 'active', 'deactivated']);

/** A person with an account. E-mails are stored lower-cased, so the unique index is case-blind. */
export const users = pgTable(
  'users',
  {
    user_id: uuid('user_id').primaryKey().defaultRandom(),
    user_email: text('user_email').notNull(),
    /** argon2id hash; null for an account that signs in with Google only. */
    password_hash: text('password_hash'),
    user_role: userRoleEnum('user_role').notNull().default('student'),
    user_first_name: text('user_first_name').notNull(),
    user_last_name: text('user_last_name').notNull(),
    locale: localeEnum('locale').notNull().default('en'),
    status: userStatusEnum('status').notNull().default('active'),
    is_email_verified: boolean('is_email_verified').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.user_email),
    index('users_role_status_idx').on(table.user_role, table.status),
    index('users_created_at_idx').on(table.created_at),
    index('users_name_idx').on(
      sql`lower(${table.user_last_name})`,
      sql`lower(${table.user_first_name})`,
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
