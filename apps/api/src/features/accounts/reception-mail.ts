import { z } from 'zod';
import type { JobQueue } from '../../platform/jobs';
import type { MailOutbox } from '../../platform/mail/mailer';
import { renderMail, type MailTemplateName } from '../../platform/mail/templates';
import type { FailureThrottle } from '../../platform/throttle';
import type { UserRow } from './accounts.tables';
import type { EmailTokenPurpose, EmailTokens } from './email-tokens';
import { retryLater } from './retry-later';
import type { UsersRepository } from './users.repository';

/** The kinds of mail a person can ask for, each with its own hourly limit per address. */
export type MailRequestKind = 'registration' | 'password_reset' | 'account_deletion';

/**
 * Requests by e-mail address are answered before the address is looked up:
 * the request is queued whoever asks (one insert either way), and the job
 * looks up the account and sends the link, so the answer's timing tells
 * nothing about whether an account exists.
 */
export const receptionJobs = {
  passwordReset: 'reception.password_reset_request',
  accountDeletion: 'reception.account_deletion_request',
} as const;

/** Reception's answers; those to a request by address read the same whether it has an account. */
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

const emailRequestSchema = z.object({ email: z.string() });

export interface ReceptionMailDependencies {
  outbox: MailOutbox;
  jobs: JobQueue;
  appUrl: string;
  mailThrottle: FailureThrottle;
  usersRepository: UsersRepository;
  emailTokens: EmailTokens;
}

/**
 * The mail of reception: messages to a person, the links they carry, the
 * hourly limit on mail a requester can make us send, and the jobs that mail
 * a link to whoever owns an address.
 */
export function createReceptionMail(dependencies: ReceptionMailDependencies) {
  const { outbox, appUrl, usersRepository, emailTokens } = dependencies;

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
      throw retryLater('We have already sent this e-mail several times in the last hour.', wait);
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

  /** The e-mailed requests' jobs; their payload (an address) is deleted once they ran. */
  function registerJobs(): void {
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
  }

  return { link, countMailRequest, sendMail, registerJobs };
}

export type ReceptionMail = ReturnType<typeof createReceptionMail>;
