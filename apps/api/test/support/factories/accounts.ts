import { randomUUID } from 'node:crypto';
import type { Locale, UserRole, UserStatus } from '@campus/contracts';
import { demoAccounts } from '../../../src/features/accounts/demo-accounts';
import { createSessions, type IssuedTokens } from '../../../src/features/accounts/sessions';
import { createUsersRepository } from '../../../src/features/accounts/users.repository';
import type { UserRow } from '../../../src/features/accounts/accounts.tables';
import type { Database } from '../../../src/db/database';
import { createAccessTokens } from '../../../src/platform/access-tokens';
import { hashPassword } from '../../../src/platform/passwords';
import type { TestContext } from '../app';
import { createApprovedContributions } from './courses';

/** The password of every account the factories make. */
export const strongPassword = 'tall maple river 42';

/** One argon2 hash per worker: every factory account shares the password, so it shares the hash. */
let passwordHash: Promise<string> | undefined;
function hashOf(password: string): Promise<string> {
  if (password !== strongPassword) return hashPassword(password);
  passwordHash ??= hashPassword(strongPassword);
  return passwordHash;
}

export function uniqueEmail(prefix = 'student'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@ogr.yesiltepe.edu.tr`;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  /** A signed-in session's access token (15 minutes: longer than any test). */
  token: string;
  refreshToken: string;
}

export interface UserOptions {
  role?: UserRole;
  status?: UserStatus;
  /** Whether the e-mail address was confirmed; true by default. */
  verified?: boolean;
  /** A student with the approved contributions that unlock VIP (three approved experiences). */
  vip?: boolean;
  email?: string;
  /** The password; `null` makes an account without one (Google only). */
  password?: string | null;
  firstName?: string;
  lastName?: string;
  locale?: Locale;
  department?: string | null;
  classYear?: number | null;
  googleSubject?: string | null;
  rememberMe?: boolean;
}

/**
 * An account row written straight to the database through the users
 * repository; `createUser` signs it in too. Alone, for a database that has
 * no test app (the one the admin:create command works on).
 */
export async function insertUserRow(db: Database, options: UserOptions = {}): Promise<UserRow> {
  const role = options.role ?? 'student';
  const password = options.password === null ? null : (options.password ?? strongPassword);
  return createUsersRepository(db).insert({
    user_email: (options.email ?? uniqueEmail(role)).toLowerCase(),
    password_hash: password === null ? null : await hashOf(password),
    user_role: role,
    user_first_name: options.firstName ?? 'Deniz',
    user_last_name: options.lastName ?? 'Aydın',
    locale: options.locale ?? 'tr',
    status: options.status ?? 'active',
    is_email_verified: options.verified ?? true,
    department: options.department ?? null,
    class_year: options.classYear ?? null,
    google_subject: options.googleSubject ?? null,
  });
}

/**
 * An account written straight to the database, signed in with a session
 * minted the way the API mints one (no mail, no argon2 per account).
 */
export async function createUser(t: TestContext, options: UserOptions = {}): Promise<TestUser> {
  const row = await insertUserRow(t.database.db, options);
  if (options.vip === true) await createApprovedContributions(t, row.user_id, 3);
  const tokens = await startSession(t, row, options.rememberMe ?? false);
  return {
    id: row.user_id,
    email: row.user_email,
    password: options.password === null ? '' : (options.password ?? strongPassword),
    role: row.user_role,
    firstName: row.user_first_name,
    lastName: row.user_last_name,
    token: tokens.access_token,
    refreshToken: tokens.refresh_token,
  };
}

/** A new session of an existing account, as a sign-in would start it. */
export async function startSession(
  t: TestContext,
  user: Pick<UserRow, 'user_id' | 'user_role'>,
  rememberMe = false,
): Promise<IssuedTokens> {
  const accessTokens = createAccessTokens(t.secret, t.env.appUrl);
  return createSessions(t.database.db, accessTokens, t.secret).start(user, rememberMe);
}

/** Signed in as one of the seeded demo accounts (a seeded test app). */
export async function demoUser(
  t: TestContext,
  role: 'admin' | 'moderator' | 'student' | 'graduate',
): Promise<TestUser> {
  const account = demoAccounts.find((candidate) => candidate.user_role === role);
  if (account === undefined) throw new Error(`No demo ${role}`);
  const row = await createUsersRepository(t.database.db).findByEmail(account.user_email);
  if (row === undefined) throw new Error(`The demo ${role} is not in this database: seeded: true?`);
  const tokens = await startSession(t, row);
  return {
    id: row.user_id,
    email: row.user_email,
    password: account.password,
    role: row.user_role,
    firstName: row.user_first_name,
    lastName: row.user_last_name,
    token: tokens.access_token,
    refreshToken: tokens.refresh_token,
  };
}
