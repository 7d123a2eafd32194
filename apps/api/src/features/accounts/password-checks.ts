import { setTimeout as sleep } from 'node:timers/promises';
import { ruleProblem } from '@campus/contracts';
import { AppError } from '../../platform/errors';
import { isCommonPassword } from '../../platform/common-passwords';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { FailureThrottle } from '../../platform/throttle';
import type { UserRow } from './accounts.tables';
import { retryLater } from './retry-later';
import type { UsersRepository } from './users.repository';

/** The checks of a password: a new one's strength, and a typed one against the account's. */

/** Refuses a new password that is easy to guess, or made of the person's own address or name. */
export function assertStrongPassword(
  password: string,
  user: { email: string; firstName: string; lastName: string },
): void {
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

/** Refuses (400 on the given field) a password that is not the account's own. */
export async function assertPasswordOf(
  user: Pick<UserRow, 'password_hash'>,
  password: string,
  problem: { field: string; message: string },
): Promise<void> {
  if (user.password_hash === null || !(await verifyPassword(user.password_hash, password))) {
    throw AppError.badRequest('Please check the form for errors', [problem]);
  }
}

/** From this many failed sign-ins on an account, each attempt on it waits (see authenticatePassword). */
const accountSlowdownFrom = 10;
const accountDelayCapMs = 5_000;

/**
 * Failed sign-ins (and wrong sign-in codes) from one address, against any accounts, after which
 * the address is refused for the rest of the 15-minute window. A campus reaches the internet
 * through a few NAT addresses shared by thousands of students, whose typing slips must not lock
 * out everyone behind them; guessing at one account from one address is stopped after 10.
 */
export const defaultSignInFailuresPerAddress = 300;

/** The throttle key of an address's failed sign-ins (passwords and sign-in codes alike). */
export function signInAddressKey(clientAddress: string): string {
  return `login:ip:${clientAddress}`;
}

/** The throttle keys of a password sign-in: its address, the account from that address, the account. */
function signInThrottleKeys(clientAddress: string, email: string) {
  return {
    address: signInAddressKey(clientAddress),
    pair: `login:pair:${clientAddress}:${email}`,
    account: `login:account:${email}`,
  };
}

/** A hash that matches nothing, verified against when an address is unknown, so both cases take as long. */
let decoyHash: Promise<string> | undefined;
function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash;
}

/**
 * The password step of a sign-in, over the accounts and the sign-in
 * throttle (failed sign-ins per IP address and per account).
 */
export function createPasswordSignIn(dependencies: {
  usersRepository: UsersRepository;
  loginThrottle: FailureThrottle;
  /** See defaultSignInFailuresPerAddress. */
  failuresPerAddress: number;
}) {
  const { usersRepository, loginThrottle, failuresPerAddress } = dependencies;

  /**
   * Checks the password and the account's state. Failures are counted per
   * address, per account from that address, and per account. An account is
   * refused from an address after 10 failures there, and an address after
   * `failuresPerAddress` against any accounts, for the rest of the window. An
   * account is never refused everywhere, so that nobody can lock a student out
   * by guessing from elsewhere: from its 10th failure on, each attempt waits
   * longer (doubling from a quarter second, at most 5 seconds).
   */
  return async function authenticatePassword(
    email: string,
    password: string,
    clientAddress: string,
  ): Promise<UserRow> {
    const keys = signInThrottleKeys(clientAddress, email);
    const wait = Math.max(
      await loginThrottle.blockedFor(keys.address, failuresPerAddress),
      await loginThrottle.blockedFor(keys.pair),
    );
    if (wait > 0) throw retryLater('Too many failed sign-ins.', wait);
    const accountKey = keys.account;
    const accountFailures = await loginThrottle.failures(accountKey);
    if (accountFailures >= accountSlowdownFrom) {
      await sleep(Math.min(accountDelayCapMs, 250 * 2 ** (accountFailures - accountSlowdownFrom)));
    }
    const user = await usersRepository.findByEmail(email);
    const isMatch =
      user?.password_hash != null
        ? await verifyPassword(user.password_hash, password)
        : (await verifyPassword(await decoyPasswordHash(), password)) && false;
    if (user === undefined || !isMatch) {
      await loginThrottle.recordFailure(keys.address);
      await loginThrottle.recordFailure(keys.pair);
      await loginThrottle.recordFailure(accountKey);
      throw new AppError(401, 'invalid_credentials', 'Invalid email or password');
    }
    await loginThrottle.reset(accountKey);
    await loginThrottle.reset(keys.pair);
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
  };
}
