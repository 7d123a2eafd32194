import { fieldProblem } from '@campus/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type {
  CurrentUser,
  Locale,
  LoginResponse,
  MessageResponse,
  RefreshResponse,
  SignInAnswer,
} from '@campus/contracts';
import type { Database } from '../../db/database';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import type { MailOutbox } from '../../platform/mail/mailer';
import { hashPassword } from '../../platform/passwords';
import type { FailureThrottle } from '../../platform/throttle';
import type { UserRow } from './accounts.tables';
import { toCurrentUser, type ContributionCounter } from './current-user';
import { createEmailTokens, type EmailTokenPurpose } from './email-tokens';
import { createSessions } from './sessions';
import { deleteAccount, type PersonalFilesOf } from './account-deletion';
import { assertPasswordOf, assertStrongPassword, createPasswordSignIn } from './password-checks';
import { createReceptionMail, receptionJobs, receptionMessages } from './reception-mail';
import { createPasswordChanges } from './reception-passwords';
import { assertSignInStanding } from './sign-in-standing';
import type { FileStore } from '../../platform/file-store';
import type { JobQueue } from '../../platform/jobs';
import type { AccessTokens } from '../../platform/access-tokens';
import type { TwoStepService } from './two-step.service';
import { createUsersRepository } from './users.repository';

export interface ReceptionDependencies {
  db: Database;
  accessTokens: AccessTokens;
  outbox: MailOutbox;
  /** Runs the e-mailed requests (password reset, account deletion) after the answer. */
  jobs: JobQueue;
  appUrl: string;
  /** Failed sign-ins per account from an address and per account: 10 per 15 minutes. */
  loginThrottle: FailureThrottle;
  /** Failed sign-ins per address, against any accounts (see defaultSignInFailuresPerAddress). */
  signInFailuresPerAddress: number;
  /** Mail requests per kind, address and hour, so nobody can flood a mailbox through the forms. */
  mailThrottle: FailureThrottle;
  allowedEmailDomains: string[];
  countContributions: ContributionCounter;
  files: FileStore;
  /** What the other features keep on disk for a person, removed with the account. */
  personalFiles: readonly PersonalFilesOf[];
  /** The server's secret, which signs refresh tokens. */
  secret: string;
  /** Whether a sign-in needs its second step (two-step sign-in) before its session. */
  twoStep: Pick<TwoStepService, 'challengeFor'>;
  log: FastifyBaseLogger;
}

const invalidLink = 'This link is invalid or has expired. Please ask for a new one.';

/**
 * Sign-up, e-mail confirmation, sign-in and sessions, passwords and account
 * deletion by the account's owner. Its mail (links, the hourly limit per
 * address, the jobs of requests by address) is reception-mail.ts, the checks
 * of passwords password-checks.ts, and resetting or changing a password
 * reception-passwords.ts.
 */
export function createReceptionService(dependencies: ReceptionDependencies) {
  const { db, outbox, appUrl, accessTokens, secret } = dependencies;
  const sessions = createSessions(db, accessTokens, secret);
  const usersRepository = createUsersRepository(db);
  const emailTokens = createEmailTokens(db);

  const { link, countMailRequest, sendMail, registerJobs } = createReceptionMail({
    outbox,
    jobs: dependencies.jobs,
    appUrl,
    mailThrottle: dependencies.mailThrottle,
    usersRepository,
    emailTokens,
  });
  const authenticatePassword = createPasswordSignIn({
    usersRepository,
    loginThrottle: dependencies.loginThrottle,
    failuresPerAddress: dependencies.signInFailuresPerAddress,
  });

  /** The account an e-mailed link was sent to, its token used up; 400 when it is no good. */
  async function userOfLink(token: string, purpose: EmailTokenPurpose): Promise<UserRow> {
    const userId = await emailTokens.consume(token, purpose);
    const user = userId === undefined ? undefined : await usersRepository.findById(userId);
    if (user === undefined) throw new AppError(400, 'invalid_token', invalidLink);
    return user;
  }

  async function currentUserOf(user: UserRow): Promise<CurrentUser> {
    return toCurrentUser(user, await dependencies.countContributions(user.user_id));
  }

  /**
   * The state checks every sign-in shares (password and Google), after the
   * person has proved who they are: deactivated accounts and graduates
   * whose application is not approved get their 403 (see sign-in-standing.ts).
   */
  function assertMaySignIn(user: UserRow): Promise<void> {
    return assertSignInStanding(db, user);
  }

  /** Starts the session of a person who has proved who they are, with every step they need. */
  async function signIn(user: UserRow, rememberMe: boolean): Promise<LoginResponse> {
    const tokens = await sessions.start(user, rememberMe);
    return { ...tokens, user_current: await currentUserOf(user) };
  }

  /**
   * After the password (or Google): the session, or the challenge of the
   * second step when the account has two-step sign-in (or must set it up).
   */
  async function beginSignIn(user: UserRow, rememberMe: boolean): Promise<SignInAnswer> {
    return (await dependencies.twoStep.challengeFor(user, rememberMe)) ?? signIn(user, rememberMe);
  }

  const passwords = createPasswordChanges({
    db,
    accessTokens,
    secret,
    jobs: dependencies.jobs,
    usersRepository,
    sessions,
    mail: { countMailRequest, sendMail },
    userOfLink,
    signIn,
  });

  return {
    authenticatePassword,
    assertMaySignIn,
    countMailRequest,
    signIn,
    beginSignIn,
    currentUserOf,
    sendMail,
    assertStrongPassword,

    /** The e-mailed requests' jobs; their payload (an address) is deleted once they ran. */
    registerJobs,

    async register(input: {
      user_email: string;
      user_password: string;
      user_first_name: string;
      user_last_name: string;
      locale: Locale;
    }): Promise<MessageResponse> {
      const domain = input.user_email.split('@')[1] ?? '';
      if (
        dependencies.allowedEmailDomains.length > 0 &&
        !dependencies.allowedEmailDomains.includes(domain)
      ) {
        const allowed = dependencies.allowedEmailDomains.map((name) => `@${name}`).join(', ');
        throw AppError.badRequest('Please check the form for errors', [
          fieldProblem(
            'body.user_email',
            { code: 'rule', params: { rule: 'email_domain', domains: allowed } },
            `Please use your university address (${allowed})`,
          ),
        ]);
      }
      assertStrongPassword(input.user_password, {
        email: input.user_email,
        firstName: input.user_first_name,
        lastName: input.user_last_name,
      });
      await countMailRequest('registration', input.user_email);
      // Hash in both cases, so a known address takes as long as a new one.
      const passwordHash = await hashPassword(input.user_password);
      const credentials = {
        password_hash: passwordHash,
        user_first_name: input.user_first_name,
        user_last_name: input.user_last_name,
        locale: input.locale,
      };
      const existing = await usersRepository.findByEmail(input.user_email);
      if (existing !== undefined) {
        if (existing.is_email_verified) {
          await sendMail(existing, 'already_registered', {
            link: `${appUrl}/reception/password-forgot`,
          });
        } else {
          // The link carries this registration's credentials: whoever registered the address
          // before cannot keep a password the owner of the mailbox never chose.
          await sendMail(existing, 'verify_email', {
            link: link(
              '/reception/verify-email',
              await emailTokens.issue(existing.user_id, 'verify_email', { credentials }),
            ),
          });
        }
        return { message: receptionMessages.registered };
      }
      const user = await usersRepository.insert({
        user_email: input.user_email,
        ...credentials,
        user_role: 'student',
        status: 'active',
        is_email_verified: false,
      });
      await sendMail(user, 'verify_email', {
        link: link(
          '/reception/verify-email',
          await emailTokens.issue(user.user_id, 'verify_email', { credentials }),
        ),
      });
      return { message: receptionMessages.registered };
    },

    /**
     * Confirms the address. A link sent for a registration activates that
     * registration's credentials, and every other pending link of the address
     * dies with them.
     */
    async verifyEmail(token: string): Promise<MessageResponse> {
      const verified = await db.transaction(async (transaction) => {
        const tokens = createEmailTokens(transaction);
        const used = await tokens.consumeWithCredentials(token, 'verify_email');
        if (used === undefined) return false;
        await createUsersRepository(transaction).update(used.user_id, {
          ...used.credentials,
          is_email_verified: true,
        });
        await tokens.revokeAll(used.user_id, 'verify_email');
        return true;
      });
      if (!verified) throw new AppError(400, 'invalid_token', invalidLink);
      return { message: receptionMessages.verified };
    },

    async resendVerification(email: string): Promise<MessageResponse> {
      await countMailRequest('registration', email);
      const user = await usersRepository.findByEmail(email);
      if (user !== undefined && !user.is_email_verified && user.status !== 'deactivated') {
        await sendMail(user, 'verify_email', {
          link: link(
            '/reception/verify-email',
            await emailTokens.issue(user.user_id, 'verify_email'),
          ),
        });
      }
      return { message: receptionMessages.verificationSent };
    },

    async login(
      input: { user_email: string; user_password: string; remember_me: boolean },
      clientAddress: string,
    ): Promise<SignInAnswer> {
      const user = await authenticatePassword(input.user_email, input.user_password, clientAddress);
      await assertMaySignIn(user);
      return beginSignIn(user, input.remember_me);
    },

    async refresh(refreshToken: string): Promise<RefreshResponse> {
      const outcome = await sessions.refresh(refreshToken);
      if (outcome.kind === 'refreshed') return outcome.tokens;
      if (outcome.kind === 'reused') {
        await recordRowAudit(db, outcome.userId, 'session.revoked_on_reuse', outcome.sessionId);
      }
      throw new AppError(401, 'invalid_token', 'Your session has ended; please sign in again');
    },

    /** Sessions of this service's database, for the auth hook. */
    authenticate: (token: string) => sessions.authenticate(token),

    async logout(sessionId: string): Promise<void> {
      await sessions.revoke(sessionId, 'logout');
    },

    async findCurrentUser(userId: string): Promise<CurrentUser> {
      const user = await usersRepository.findById(userId);
      if (user === undefined)
        throw AppError.unauthorized('Your session has ended; please sign in again');
      return currentUserOf(user);
    },

    ...passwords,

    async requestAccountDeletion(email: string): Promise<MessageResponse> {
      await countMailRequest('account_deletion', email);
      await dependencies.jobs.enqueue(receptionJobs.accountDeletion, { email });
      return { message: receptionMessages.deleteSent };
    },

    async confirmAccountDeletion(token: string): Promise<MessageResponse> {
      const user = await userOfLink(token, 'delete_account');
      await deleteAccount(db, dependencies.files, user, 'self', dependencies.personalFiles);
      await sendMail(user, 'account_deleted');
      return { message: receptionMessages.deleted };
    },

    /** `DELETE /profile/me`: a signed-in person deletes the account with the password. */
    async deleteOwnAccount(userId: string, password: string): Promise<void> {
      const user = await usersRepository.findById(userId);
      if (user === undefined) throw AppError.unauthorized();
      await assertPasswordOf(user, password, {
        field: 'body.user_password',
        message: 'The password is not correct',
      });
      await deleteAccount(db, dependencies.files, user, 'self', dependencies.personalFiles);
      await sendMail(user, 'account_deleted');
    },
  };
}

export type ReceptionService = ReturnType<typeof createReceptionService>;
