import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import {
  hasModeratorAccess,
  twoStepLimits,
  type RecoveryCodes,
  type TwoStepChallenge,
  type TwoStepSetup,
  type TwoStepStatus,
} from '@campus/contracts';
import type { Database, Executor } from '../../db/database';
import type { AuthUser } from '../../platform/auth';
import { recordRowAudit } from '../../platform/audit/audit';
import { AppError } from '../../platform/errors';
import type { FailureThrottle } from '../../platform/throttle';
import { base32Encode, matchTotp, newTotpSecret, otpauthUri } from '../../platform/totp';
import type { UserRow } from './accounts.tables';
import { retryLater } from './retry-later';
import { revokeSessionsOf } from './sessions';
import { createSecretSeal, hashRecoveryCode, newRecoveryCode } from './two-step-crypto';
import { signInAddressKey } from './password-checks';
import { createTwoStepRepository } from './two-step.repository';
import { createUsersRepository } from './users.repository';

export interface TwoStepDependencies {
  db: Database;
  /** The server's secret: it seals the authenticator secrets and signs the challenges. */
  secret: string;
  /** Failed codes per account and per client address (the sign-in throttle). */
  loginThrottle: FailureThrottle;
  /** Failures from one address before it is refused (see defaultSignInFailuresPerAddress). */
  signInFailuresPerAddress: number;
  /** Whether an admin requires two-step sign-in of every admin and moderator. */
  isRequiredForStaff: () => Promise<boolean>;
  /** The name authenticator apps show beside the account. */
  issuer?: string;
  now?: () => Date;
}

/** A sign-in that proved its password and waits for its second step. */
export interface PendingSignIn {
  user: UserRow;
  rememberMe: boolean;
}

const challengeAudience = 'campushub-two-step';

const wrongCode = 'The code is not correct. Please try again.';
const expired = 'This sign-in has expired. Please enter your password again.';

/**
 * Two-step sign-in (TOTP) for admins and moderators. A sign-in whose account
 * has it on answers a challenge instead of a session; the challenge and a
 * code (or a recovery code) then start the session. When an admin requires it
 * of all staff, a staff sign-in without it is asked to set it up first.
 */
export function createTwoStepService(dependencies: TwoStepDependencies) {
  const { db, secret, loginThrottle, signInFailuresPerAddress } = dependencies;
  const now = dependencies.now ?? (() => new Date());
  const issuer = dependencies.issuer ?? 'CampusHub';
  const challengeKey = new TextEncoder().encode(`${secret}:two-step-challenge`);
  const usersRepository = createUsersRepository(db);
  const repository = createTwoStepRepository(db);
  const { seal, unseal } = createSecretSeal(secret);

  async function isEnabled(userId: string): Promise<boolean> {
    const row = await repository.findSecret(userId);
    return row?.enabled_at != null;
  }

  async function challenge(
    user: UserRow,
    kind: TwoStepChallenge['two_step'],
    rememberMe: boolean,
  ): Promise<TwoStepChallenge> {
    const issuedAt = Math.floor(now().getTime() / 1000);
    const lifetime = twoStepLimits.challengeMinutes * 60;
    const token = await new SignJWT({ kind, rem: rememberMe })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.user_id)
      .setAudience(challengeAudience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + lifetime)
      .sign(challengeKey);
    return { two_step: kind, challenge_token: token, expires_in: lifetime };
  }

  /** The sign-in a challenge stands for, if it is good now and of this kind. */
  async function pendingSignIn(
    token: string,
    kind: TwoStepChallenge['two_step'],
  ): Promise<PendingSignIn> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, challengeKey, {
        algorithms: ['HS256'],
        audience: challengeAudience,
        currentDate: now(),
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError)
        throw new AppError(401, 'two_step_expired', expired);
      throw error;
    }
    const user =
      typeof payload.sub === 'string' ? await usersRepository.findById(payload.sub) : undefined;
    if (user === undefined || payload.kind !== kind || user.status !== 'active') {
      throw new AppError(401, 'two_step_expired', expired);
    }
    return { user, rememberMe: payload.rem === true };
  }

  /**
   * Refuses an account, or the address of a sign-in, that has typed too many
   * wrong codes (a signed-in change counts per account only).
   */
  async function assertMayTry(userId: string, clientAddress?: string): Promise<void> {
    const wait = Math.max(
      await loginThrottle.blockedFor(`two-step:account:${userId}`),
      clientAddress === undefined
        ? 0
        : await loginThrottle.blockedFor(signInAddressKey(clientAddress), signInFailuresPerAddress),
    );
    if (wait > 0) throw retryLater('Too many wrong codes.', wait);
  }

  async function countWrongCode(userId: string, clientAddress?: string): Promise<void> {
    await loginThrottle.recordFailure(`two-step:account:${userId}`);
    if (clientAddress !== undefined)
      await loginThrottle.recordFailure(signInAddressKey(clientAddress));
  }

  /**
   * Accepts a current authenticator code (each step once) or, where allowed,
   * an unused recovery code (then used up). False for anything else.
   */
  async function acceptCode(
    userId: string,
    code: string,
    options: { pending?: boolean; recovery?: boolean } = {},
  ): Promise<boolean> {
    const row = await repository.findSecret(userId);
    if (row === undefined || (row.enabled_at === null) !== (options.pending === true)) return false;
    const step = matchTotp(unseal(row.sealed_secret), code, now());
    // The step moves forward once: the same code a second time is refused.
    if (step !== undefined) return repository.advanceStep(userId, step);
    if (options.recovery !== true || options.pending === true) return false;
    const used = await repository.useRecoveryCode(userId, hashRecoveryCode(secret, code), now());
    if (!used) return false;
    await recordRowAudit(db, userId, 'user.two_step_recovery_code_used', userId);
    return true;
  }

  /** New recovery codes replace the old ones; the codes themselves are shown once. */
  async function issueRecoveryCodes(executor: Executor, userId: string): Promise<string[]> {
    const codes = Array.from({ length: twoStepLimits.recoveryCodes }, newRecoveryCode);
    await createTwoStepRepository(executor).replaceRecoveryCodes(
      userId,
      codes.map((code) => hashRecoveryCode(secret, code)),
    );
    return codes;
  }

  /** A new secret waiting for its first code (it replaces one that waited before). */
  async function newPendingSecret(
    user: Pick<UserRow, 'user_id' | 'user_email'>,
  ): Promise<TwoStepSetup> {
    const fresh = newTotpSecret();
    await repository.savePendingSecret(user.user_id, seal(fresh), now());
    const row = await repository.findSecret(user.user_id);
    if (row?.enabled_at != null) {
      throw AppError.conflictFor('two_step_already_on', 'Two-step sign-in is already on');
    }
    return {
      secret: base32Encode(fresh).replace(/(.{4})(?=.)/g, '$1 '),
      otpauth_uri: otpauthUri(fresh, user.user_email, issuer),
    };
  }

  /** Turns the waiting secret on with its first code; answers the recovery codes. */
  async function confirmPendingSecret(userId: string, code: string): Promise<string[]> {
    if (!(await acceptCode(userId, code, { pending: true }))) {
      throw AppError.badRequest(wrongCode, [{ field: 'body.code', message: wrongCode }]);
    }
    return db.transaction(async (transaction) => {
      await createTwoStepRepository(transaction).enableSecret(userId, now());
      await recordRowAudit(transaction, userId, 'user.two_step_enabled', userId);
      return issueRecoveryCodes(transaction, userId);
    });
  }

  /** A current code from the app (or a recovery code) for a change to one's own setting. */
  async function assertCurrentCode(auth: AuthUser, code: string): Promise<void> {
    if (!(await isEnabled(auth.userId))) {
      throw AppError.conflictFor('two_step_not_on', 'Two-step sign-in is not on');
    }
    await assertMayTry(auth.userId);
    if (!(await acceptCode(auth.userId, code, { recovery: true }))) {
      await countWrongCode(auth.userId);
      throw AppError.badRequest(wrongCode, [{ field: 'body.code', message: wrongCode }]);
    }
  }

  return {
    isEnabled,

    /**
     * What a sign-in that proved its password must do next: nothing (undefined),
     * give a code, or set two-step sign-in up first.
     */
    async challengeFor(user: UserRow, rememberMe: boolean): Promise<TwoStepChallenge | undefined> {
      if (await isEnabled(user.user_id)) return challenge(user, 'verify', rememberMe);
      if (hasModeratorAccess(user.user_role) && (await dependencies.isRequiredForStaff())) {
        return challenge(user, 'setup', rememberMe);
      }
      return undefined;
    },

    /** The second step of a sign-in: a code from the app, or a recovery code. */
    async verify(token: string, code: string, clientAddress: string): Promise<PendingSignIn> {
      const pending = await pendingSignIn(token, 'verify');
      await assertMayTry(pending.user.user_id, clientAddress);
      if (!(await acceptCode(pending.user.user_id, code, { recovery: true }))) {
        await countWrongCode(pending.user.user_id, clientAddress);
        throw new AppError(401, 'invalid_two_step_code', wrongCode);
      }
      await loginThrottle.reset(`two-step:account:${pending.user.user_id}`);
      return pending;
    },

    async startSetupAtSignIn(token: string): Promise<TwoStepSetup> {
      const { user } = await pendingSignIn(token, 'setup');
      return newPendingSecret(user);
    },

    async confirmSetupAtSignIn(
      token: string,
      code: string,
      clientAddress: string,
    ): Promise<PendingSignIn & RecoveryCodes> {
      const pending = await pendingSignIn(token, 'setup');
      await assertMayTry(pending.user.user_id, clientAddress);
      try {
        const codes = await confirmPendingSecret(pending.user.user_id, code);
        return { ...pending, recovery_codes: codes };
      } catch (error) {
        await countWrongCode(pending.user.user_id, clientAddress);
        throw error;
      }
    },

    async status(auth: AuthUser): Promise<TwoStepStatus> {
      const [row, required, left] = await Promise.all([
        repository.findSecret(auth.userId),
        dependencies.isRequiredForStaff(),
        repository.countRecoveryCodesLeft(auth.userId),
      ]);
      const available = hasModeratorAccess(auth.role);
      const enabledAt = row?.enabled_at ?? null;
      return {
        available: available || enabledAt !== null,
        enabled: enabledAt !== null,
        enabled_at: enabledAt?.toISOString() ?? null,
        recovery_codes_left: enabledAt === null ? 0 : left,
        required: available && required,
      };
    },

    startSetup(auth: AuthUser): Promise<TwoStepSetup> {
      return newPendingSecret({ user_id: auth.userId, user_email: auth.email });
    },

    /** Turns it on; every other session of the account ends (they did not pass it). */
    async confirmSetup(auth: AuthUser, code: string): Promise<RecoveryCodes> {
      if (await isEnabled(auth.userId)) {
        throw AppError.conflictFor('two_step_already_on', 'Two-step sign-in is already on');
      }
      const codes = await confirmPendingSecret(auth.userId, code);
      await revokeSessionsOf(db, auth.userId, 'two_step_enabled', {
        except: auth.sessionId,
        at: now(),
      });
      return { recovery_codes: codes };
    },

    async renewRecoveryCodes(auth: AuthUser, code: string): Promise<RecoveryCodes> {
      await assertCurrentCode(auth, code);
      const codes = await db.transaction(async (transaction) => {
        await recordRowAudit(
          transaction,
          auth.userId,
          'user.two_step_recovery_codes_renewed',
          auth.userId,
        );
        return issueRecoveryCodes(transaction, auth.userId);
      });
      return { recovery_codes: codes };
    },

    async turnOff(auth: AuthUser, code: string): Promise<void> {
      if (hasModeratorAccess(auth.role) && (await dependencies.isRequiredForStaff())) {
        throw AppError.conflictFor(
          'two_step_required',
          'Two-step sign-in is required for admins and moderators, so it cannot be turned off',
        );
      }
      await assertCurrentCode(auth, code);
      await db.transaction(async (transaction) => {
        await createTwoStepRepository(transaction).deleteTwoStep(auth.userId);
        await recordRowAudit(transaction, auth.userId, 'user.two_step_disabled', auth.userId);
      });
    },

    /** An admin turns it off for a person who lost their phone and codes; their sessions end. */
    async resetForUser(admin: AuthUser, userId: string): Promise<void> {
      const user = await usersRepository.findById(userId);
      if (user === undefined) throw AppError.notFound('User not found');
      await db.transaction(async (transaction) => {
        await createTwoStepRepository(transaction).deleteTwoStep(userId);
        await revokeSessionsOf(transaction, userId, 'two_step_reset', { at: now() });
        await recordRowAudit(transaction, admin.userId, 'user.two_step_reset', userId);
      });
    },

    /**
     * Once two-step sign-in is required, the sessions of admins and moderators
     * without it end: their next sign-in sets it up.
     */
    async endSessionsOfStaffWithout(executor: Executor): Promise<void> {
      await createTwoStepRepository(executor).revokeSessionsOfStaffWithout(now());
    },
  };
}

export type TwoStepService = ReturnType<typeof createTwoStepService>;
