import { eq } from 'drizzle-orm';
import type { UserRole } from '@campus/contracts';
import { users } from '../src/features/accounts/accounts.tables';
import type { MailCatcher } from './support/mail-catcher';
import type { TestContext } from './test-app';
import { registerVerifiedUser, uniqueEmail } from './accounts-helpers';

/** A signed-in account with a role, made as a registered user whose role is then set in the database. */
export async function signedInWithRole(
  context: TestContext,
  mail: MailCatcher,
  role: UserRole,
): Promise<{ email: string; password: string; token: string; userId: string }> {
  const account = await registerVerifiedUser(context.app, mail, { email: uniqueEmail(role) });
  await context.database.db
    .update(users)
    .set({ user_role: role })
    .where(eq(users.user_email, account.email));
  return {
    email: account.email,
    password: account.password,
    token: account.login.access_token,
    userId: account.login.user_current.user_id,
  };
}
