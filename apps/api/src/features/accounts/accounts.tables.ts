import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applicationStatuses, locales, userRoles, userStatuses } from '@campus/contracts';
import { createdAt, moment, momentNow, primaryId, timestamps } from '../../db/columns';

export const userRoleEnum = pgEnum('user_role', userRoles);
export const localeEnum = pgEnum('locale', locales);
/** pending: waiting for review (graduates); active; deactivated by an admin. */
export const userStatusEnum = pgEnum('user_status', userStatuses);

/** A person with an account. E-mails are stored lower-cased, so the unique index is case-blind. */
export const users = pgTable(
  'users',
  {
    user_id: primaryId('user_id'),
    user_email: text('user_email').notNull(),
    /** argon2id hash; null for an account that signs in with Google only. */
    password_hash: text('password_hash'),
    user_role: userRoleEnum('user_role').notNull().default('student'),
    user_first_name: text('user_first_name').notNull(),
    user_last_name: text('user_last_name').notNull(),
    locale: localeEnum('locale').notNull().default('en'),
    status: userStatusEnum('status').notNull().default('active'),
    is_email_verified: boolean('is_email_verified').notNull().default(false),
    department: text('department'),
    class_year: integer('class_year'),
    bio: text('bio').notNull().default(''),
    /** File name of the profile photo under the uploads folder (random, WebP). */
    photo_file: text('photo_file'),
    /** The Google account (OpenID `sub`) linked to this account. */
    google_subject: text('google_subject'),
    last_login_at: moment('last_login_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.user_email),
    uniqueIndex('users_google_subject_unique').on(table.google_subject),
    index('users_role_status_idx').on(table.user_role, table.status),
    index('users_created_at_idx').on(table.created_at),
    index('users_name_idx').on(
      sql`lower(${table.user_last_name})`,
      sql`lower(${table.user_first_name})`,
    ),
  ],
);

/**
 * A signed-in session: one per sign-in, refreshed by rotating tokens.
 * The refresh token is `<session_id>.<generation>.<mac>`; only the generation
 * and a per-session salt are stored, the MAC needs the server's secret.
 */
export const sessions = pgTable(
  'sessions',
  {
    session_id: primaryId('session_id'),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    generation: integer('generation').notNull().default(0),
    salt: text('salt').notNull(),
    /** When the current generation was issued; the previous one is honoured for a few seconds after. */
    rotated_at: momentNow('rotated_at'),
    remember_me: boolean('remember_me').notNull(),
    expires_at: moment('expires_at').notNull(),
    revoked_at: moment('revoked_at'),
    revoke_reason: text('revoke_reason'),
    created_at: createdAt(),
    last_used_at: momentNow('last_used_at'),
  },
  (table) => [index('sessions_user_idx').on(table.user_id, table.revoked_at)],
);

export const emailTokenPurposeEnum = pgEnum('email_token_purpose', [
  'verify_email',
  'reset_password',
  'delete_account',
]);

/** What a registration asked for, applied when its verification link is followed. */
export interface PendingCredentials {
  password_hash: string;
  user_first_name: string;
  user_last_name: string;
  locale: (typeof locales)[number];
}

/** A one-time link sent by mail. Only the SHA-256 of the token is kept. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    token_id: primaryId('token_id'),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    purpose: emailTokenPurposeEnum('purpose').notNull(),
    token_hash: text('token_hash').notNull(),
    /**
     * A verification link sent for a registration carries that registration's
     * credentials: following it activates them, not those of whoever
     * registered the address first.
     */
    credentials: jsonb('credentials').$type<PendingCredentials>(),
    expires_at: moment('expires_at').notNull(),
    used_at: moment('used_at'),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex('email_tokens_hash_unique').on(table.token_hash),
    index('email_tokens_user_purpose_idx').on(table.user_id, table.purpose),
  ],
);

/** A Google sign-in in progress: state, nonce and PKCE verifier, used once. */
export const oidcStates = pgTable(
  'oidc_states',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    code_verifier: text('code_verifier').notNull(),
    created_at: createdAt(),
    used_at: moment('used_at'),
  },
  (table) => [index('oidc_states_created_idx').on(table.created_at)],
);

export const applicationStatusEnum = pgEnum('application_status', applicationStatuses);

/** A graduate's application for VIP reception, reviewed by a moderator or admin. */
export const graduateApplications = pgTable(
  'graduate_applications',
  {
    application_id: primaryId('application_id'),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    graduation_year: integer('graduation_year').notNull(),
    student_number: text('student_number').notNull(),
    department: text('department').notNull(),
    /** File name of the proof document under the uploads folder, when one was sent. */
    proof_file: text('proof_file'),
    proof_media_type: text('proof_media_type'),
    status: applicationStatusEnum('status').notNull().default('pending'),
    reviewer_id: uuid('reviewer_id').references(() => users.user_id, { onDelete: 'set null' }),
    note: text('note'),
    submitted_at: momentNow('submitted_at'),
    reviewed_at: moment('reviewed_at'),
  },
  (table) => [
    uniqueIndex('graduate_applications_user_unique').on(table.user_id),
    index('graduate_applications_status_idx').on(table.status, table.submitted_at),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type GraduateApplicationRow = typeof graduateApplications.$inferSelect;

/**
 * The GPA calculator kept in a person's profile (PRODUCT.md: "kept in the
 * browser and, when signed in, in the profile"): the whole calculator as one
 * JSON document validated by gpaPlanSchema, one row per account.
 */
export const gpaPlans = pgTable('gpa_plans', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.user_id, { onDelete: 'cascade' }),
  plan: jsonb('plan').notNull(),
  updated_at: momentNow('updated_at'),
});

/**
 * An admin's or moderator's authenticator secret (two-step sign-in), sealed
 * with the server's secret. `enabled_at` is null while a new secret waits for
 * its first code; `last_step` is the TOTP step last accepted, so that a code
 * works once.
 */
export const twoStepSecrets = pgTable('two_step_secrets', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.user_id, { onDelete: 'cascade' }),
  sealed_secret: text('sealed_secret').notNull(),
  enabled_at: moment('enabled_at'),
  last_step: integer('last_step').notNull().default(0),
  created_at: createdAt(),
});

/** Single-use recovery codes of two-step sign-in; only a keyed hash of each is kept. */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    code_id: primaryId('code_id'),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: moment('used_at'),
  },
  (table) => [uniqueIndex('two_step_recovery_codes_unique').on(table.user_id, table.code_hash)],
);
