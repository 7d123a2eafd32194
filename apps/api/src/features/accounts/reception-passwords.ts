import type { LoginResponse, MessageResponse } from '@campus/contracts';
import type { Database } from '../../db/database';
import type { AccessTokens } from '../../platform/access-tokens';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import { hashPassword } from '../../platform/passwords';
import type { UserRow } from './accounts.tables';
import { createEmailTokens, type EmailTokenPurpose } from './email-tokens';
import { assertPasswordOf, assertStrongPassword } from './password-checks';
import { receptionJobs, receptionMessages, type ReceptionMail } from './reception-mail';
import { createSessions, type Sessions } from './sessions';
import { createUsersRepository, type UsersRepository } from './users.repository';

/** What the password changes take from reception (reception.service.ts). */
export interface PasswordChangesContext {
  db: Database;
  accessTokens: AccessTokens;
  /** The server's secret, which signs refresh tokens. */
  secret: string;
  jobs: JobQueue;
  usersRepository: UsersRepository;
  sessions: Sessions;
  mail: Pick<ReceptionMail, 'countMailRequest' | 'sendMail'>;
  /** The account an e-mailed link was sent to, its token used up; 400 when it is no good. */
  userOfLink: (token: string, purpose: EmailTokenPurpose) => Promise<UserRow>;
  /** Starts a session of a person who has proved who they are. */
  signIn: (user: UserRow, rememberMe: boolean) => Promise<LoginResponse>;
}

/**
 * A person's password, part of reception: reset through an e-mailed link
 * (asked for by address, answered the same whether it has an account), or
 * changed while signed in. Either way every session of the account ends.
 */
export function createPasswordChanges(context: PasswordChangesContext) {
  const { db, accessTokens, secret, usersRepository, sessions, userOfLink, signIn } = context;

  async function requestPasswordReset(email: string): Promise<MessageResponse> {
    await context.mail.countMailRequest('password_reset', email);
    await context.jobs.enqueue(receptionJobs.passwordReset, { email });
    return { message: receptionMessages.resetSent };
  }

  async function resetPassword(token: string, newPassword: string): Promise<MessageResponse> {
    const user = await userOfLink(token, 'reset_password');
    assertStrongPassword(newPassword, {
      email: user.user_email,
      firstName: user.user_first_name,
      lastName: user.user_last_name,
    });
    await db.transaction(async (transaction) => {
      const repository = createUsersRepository(transaction);
      // The person proved they read this mailbox, so the address counts as confirmed.
      await repository.update(user.user_id, {
        password_hash: await hashPassword(newPassword),
        is_email_verified: true,
      });
      const tokens = createEmailTokens(transaction);
      await tokens.revokeAll(user.user_id, 'reset_password');
      // Credentials some registration left waiting for the address die with the new password.
      await tokens.revokeAll(user.user_id, 'verify_email');
      await createSessions(transaction, accessTokens, secret).revokeAllOfUser(
        user.user_id,
        'password_reset',
      );
      await recordRowAudit(transaction, user.user_id, 'user.password_reset', user.user_id);
    });
    await context.mail.sendMail(user, 'password_changed');
    return { message: receptionMessages.passwordReset };
  }

  async function changePassword(
    auth: { userId: string; sessionId: string },
    input: { current_password: string; new_password: string },
  ): Promise<LoginResponse> {
    const user = await usersRepository.findById(auth.userId);
    if (user === undefined) throw AppError.unauthorized();
    await assertPasswordOf(user, input.current_password, {
      field: 'body.current_password',
      message: 'The current password is not correct',
    });
    assertStrongPassword(input.new_password, {
      email: user.user_email,
      firstName: user.user_first_name,
      lastName: user.user_last_name,
    });
    const rememberMe = await sessions.findRememberMe(auth.sessionId);
    await usersRepository.update(user.user_id, {
      password_hash: await hashPassword(input.new_password),
    });
    await sessions.revokeAllOfUser(user.user_id, 'password_changed');
    await recordRowAudit(db, user.user_id, 'user.password_changed', user.user_id);
    await context.mail.sendMail(user, 'password_changed');
    return signIn(user, rememberMe);
  }

  return { requestPasswordReset, resetPassword, changePassword };
}
