import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { fieldProblem, ruleProblem } from '@campus/contracts';
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
import { recordAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import { isCommonPassword } from '../../platform/common-passwords';
import type { MailOutbox } from '../../platform/mail/mailer';
import { renderMail, type MailTemplateName } from '../../platform/mail/templates';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { FailureThrottle } from '../../platform/throttle';
import type { UserRow } from './accounts.tables';
import { toCurrentUser, type ContributionCounter } from './current-user';
import { createEmailTokens, type EmailTokenPurpose } from './email-tokens';
import { createSessions } from './sessions';
import { deleteAccount, type PersonalFilesOf } from './account-deletion';
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
  /** Failed sign-ins per IP address and per account: 10 per 15 minutes. */
  loginThrottle: FailureThrottle;
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

/** The answers that must read the same for known and unknown addresses. */
export const receptionMessages = {
  registered:
    'Thank you. If the address can be used, we have sent a link to confirm it. Please check your inbox.',
  verificationSent:
    'If an account with this address waits for confirmation, we have sent a new link.',
  resetSent: 'If an account with this address exists, we have sent a link to reset the password.',
  deleteSent:
    'If an account with this address exists, we have sent a link to confirm its deletion. It works for 1 hour.',
  verified: 'Your e-mail address is confirmed. You can sign in now.',
  passwordReset: 'Your password has been changed. Please sign in with the new one.',
  deleted: 'Your account and your personal data have been deleted.',
} as const;

const invalidLink = 'This link is invalid or has expired. Please ask for a new one.';

/**
 * Requests by e-mail address are answered before the address is looked up:
 * the request is queued whoever asks (one insert either way), and the job
 * looks up the account and sends the link, so the answer's timing tells
 * nothing about whether an account exists.
 */
/** The kinds of mail a person can ask for, each with its own hourly limit per address. */
export type MailRequestKind = 'registration' | 'password_reset' | 'account_deletion';

export const receptionJobs = {
  passwordReset: 'reception.password_reset_request',
  accountDeletion: 'reception.account_deletion_request',
} as const;

const emailRequestSchema = z.object({ email: z.string() });

/** From this many failed sign-ins on an account, each attempt on it waits (see authenticatePassword). */
const accountSlowdownFrom = 10;
const accountDelayCapMs = 5_000;

/** A hash that matches nothing, verified against when an address is unknown, so both cases take as long. */
let decoyHash: Promise<string> | undefined;
function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash;
}

export function createReceptionService(dependencies: ReceptionDependencies) {
  const { db, outbox, appUrl, accessTokens, secret } = dependencies;
  const sessions = createSessions(db, accessTokens, secret);
  const usersRepository = createUsersRepository(db);
  const emailTokens = createEmailTokens(db);

  const link = (path: string, token: string) =>
    `${appUrl}${path}?token=${encodeURIComponent(token)}`;

  /**
   * Counts a request that mails an address (a sign-up's link, a password
   * reset, a deletion link), per kind: past the limit the requester gets 429
   * with Retry-After. It counts addresses, not accounts, so it answers the
   * same whether an account exists; notices the product sends on its own
   * (a changed password, a reply) are never counted.
   */
  async function countMailRequest(kind: MailRequestKind, email: string): Promise<void> {
    const key = `mail-request:${kind}:${email.toLowerCase()}`;
    const wait = await dependencies.mailThrottle.blockedFor(key);
    if (wait > 0) {
      throw new AppError(
        429,
        'rate_limited',
        `We have already sent this e-mail several times in the last hour. Please try again in ${String(Math.ceil(wait / 60))} minutes.`,
        undefined,
        { 'retry-after': String(wait) },
      );
    }
    await dependencies.mailThrottle.recordFailure(key);
  }

  async function sendMail(
    user: Pick<UserRow, 'user_email' | 'user_first_name' | 'locale'>,
    template: MailTemplateName,
    options: { link?: string; note?: string } = {},
  ): Promise<void> {
    await outbox.enqueue(
      renderMail(template, user.locale, {
        to: user.user_email,
        firstName: user.user_first_name,
        appUrl,
        ...options,
      }),
    );
  }

  function assertStrongPassword(
    password: string,
    user: { email: string; firstName: string; lastName: string },
  ) {
    const localPart = user.email.split('@')[0] ?? '';
    if (
      isCommonPassword(password, [
        user.email,
        localPart,
        user.firstName,
        user.lastName,
        `${user.firstName}${user.lastName}`,
      ])
    ) {
      throw new AppError(
        400,
        'password_too_common',
        'This password is too easy to guess; please choose another',
        [
          ruleProblem(
            'body.password',
            'This password is too easy to guess; please choose another',
            'password_too_common',
          ),
        ],
      );
    }
  }

  /** The job of a request by address: the link goes to the account's owner, if there is one. */
  function mailLinkByAddress(
    template: 'password_reset' | 'account_delete',
    path: string,
    purpose: EmailTokenPurpose,
  ) {
    return async (payload: unknown): Promise<void> => {
      const { email } = emailRequestSchema.parse(payload);
      const user = await usersRepository.findByEmail(email);
      if (user === undefined) return;
      // A deactivated account may still ask for its deletion, not for a new password.
      if (user.status === 'deactivated' && purpose === 'reset_password') return;
      await sendMail(user, template, {
        link: link(path, await emailTokens.issue(user.user_id, purpose)),
      });
    };
  }

  async function currentUserOf(user: UserRow): Promise<CurrentUser> {
    return toCurrentUser(user, await dependencies.countContributions(user.user_id));
  }

  /**
   * Checks the password and the account's state. Failures are counted per
   * address and per account. An address is refused for the rest of the window
   * after 10 failures (which also locks each pair of that address and an
   * account). An account is never refused, so that nobody can lock a student
   * out by guessing from elsewhere: from its 10th failure on, each attempt
   * waits longer (doubling from a quarter second, at most 5 seconds).
   */
  async function authenticatePassword(
    email: string,
    password: string,
    clientAddress: string,
  ): Promise<UserRow> {
    const ipKey = `login:ip:${clientAddress}`;
    const accountKey = `login:account:${email}`;
    const wait = await dependencies.loginThrottle.blockedFor(ipKey);
    if (wait > 0) {
      throw new AppError(
        429,
        'rate_limited',
        `Too many failed sign-ins. Please try again in ${String(Math.ceil(wait / 60))} minutes.`,
        undefined,
        {
          'retry-after': String(wait),
        },
      );
    }
    const accountFailures = await dependencies.loginThrottle.failures(accountKey);
    if (accountFailures >= accountSlowdownFrom) {
      await sleep(Math.min(accountDelayCapMs, 250 * 2 ** (accountFailures - accountSlowdownFrom)));
    }
    const user = await usersRepository.findByEmail(email);
    const isMatch =
      user?.password_hash != null
        ? await verifyPassword(user.password_hash, password)
        : (await verifyPassword(await decoyPasswordHash(), password)) && false;
    if (user === undefined || !isMatch) {
      await dependencies.loginThrottle.recordFailure(ipKey);
      await dependencies.loginThrottle.recordFailure(accountKey);
      throw new AppError(401, 'invalid_credentials', 'Invalid email or password');
    }
    await dependencies.loginThrottle.reset(accountKey);
    if (!user.is_email_verified) {
      throw new AppError(
        403,
        'email_not_verified',
        'Please confirm your e-mail address first. We can send the link again.',
      );
    }
    if (user.status === 'deactivated') {
      throw new AppError(
        403,
        'account_deactivated',
        'This account has been deactivated. Please contact us if you think this is a mistake.',
      );
    }
    return user;
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
    registerJobs(): void {
      dependencies.jobs.register(
        receptionJobs.passwordReset,
        mailLinkByAddress('password_reset', '/reception/password-reset', 'reset_password'),
        { removeWhenFinished: true },
      );
      dependencies.jobs.register(
        receptionJobs.accountDeletion,
        mailLinkByAddress('account_delete', '/reception/delete-verify', 'delete_account'),
        { removeWhenFinished: true },
      );
    },

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
        await recordAudit(db, {
          actorId: outcome.userId,
          action: 'session.revoked_on_reuse',
          targetType: 'session',
          targetId: outcome.sessionId,
        });
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

    async requestPasswordReset(email: string): Promise<MessageResponse> {
      await countMailRequest('password_reset', email);
      await dependencies.jobs.enqueue(receptionJobs.passwordReset, { email });
      return { message: receptionMessages.resetSent };
    },

    async resetPassword(token: string, newPassword: string): Promise<MessageResponse> {
      const userId = await emailTokens.consume(token, 'reset_password');
      const user = userId === undefined ? undefined : await usersRepository.findById(userId);
      if (user === undefined) throw new AppError(400, 'invalid_token', invalidLink);
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
        await recordAudit(transaction, {
          actorId: user.user_id,
          action: 'user.password_reset',
          targetType: 'user',
          targetId: user.user_id,
        });
      });
      await sendMail(user, 'password_changed');
      return { message: receptionMessages.passwordReset };
    },

    async changePassword(
      auth: { userId: string; sessionId: string },
      input: { current_password: string; new_password: string },
    ): Promise<LoginResponse> {
      const user = await usersRepository.findById(auth.userId);
      if (user === undefined) throw AppError.unauthorized();
      if (
        user.password_hash === null ||
        !(await verifyPassword(user.password_hash, input.current_password))
      ) {
        throw AppError.badRequest('Please check the form for errors', [
          { field: 'body.current_password', message: 'The current password is not correct' },
        ]);
      }
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
      await recordAudit(db, {
        actorId: user.user_id,
        action: 'user.password_changed',
        targetType: 'user',
        targetId: user.user_id,
      });
      await sendMail(user, 'password_changed');
      return signIn(user, rememberMe);
    },

    async requestAccountDeletion(email: string): Promise<MessageResponse> {
      await countMailRequest('account_deletion', email);
      await dependencies.jobs.enqueue(receptionJobs.accountDeletion, { email });
      return { message: receptionMessages.deleteSent };
    },

    async confirmAccountDeletion(token: string): Promise<MessageResponse> {
      const userId = await emailTokens.consume(token, 'delete_account');
      const user = userId === undefined ? undefined : await usersRepository.findById(userId);
      if (user === undefined) throw new AppError(400, 'invalid_token', invalidLink);
      await deleteAccount(db, dependencies.files, user, 'self', dependencies.personalFiles);
      await sendMail(user, 'account_deleted');
      return { message: receptionMessages.deleted };
    },

    /** `DELETE /profile/me`: a signed-in person deletes the account with the password. */
    async deleteOwnAccount(userId: string, password: string): Promise<void> {
      const user = await usersRepository.findById(userId);
      if (user === undefined) throw AppError.unauthorized();
      if (user.password_hash === null || !(await verifyPassword(user.password_hash, password))) {
        throw AppError.badRequest('Please check the form for errors', [
          { field: 'body.user_password', message: 'The password is not correct' },
        ]);
      }
      await deleteAccount(db, dependencies.files, user, 'self', dependencies.personalFiles);
      await sendMail(user, 'account_deleted');
    },
  };
}

export type ReceptionService = ReturnType<typeof createReceptionService>;
