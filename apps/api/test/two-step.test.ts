import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  adminUserListSchema,
  adminUserSchema,
  loginResponseSchema,
  recoveryCodesSchema,
  systemSettingsSchema,
  twoStepChallengeSchema,
  twoStepSetupSchema,
  twoStepSetupSignInSchema,
  twoStepStatusSchema,
  type TwoStepSetup,
} from '@campus/contracts';
import { twoStepSecrets } from '../src/features/accounts/accounts.tables';
import { base32Decode, totpCode, totpStepOf } from '../src/platform/totp';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createUser, startSession, type TestUser } from './support/factories/accounts';
import { expectProblem, expectStatus, fieldErrors } from './support/http';

const t = useTestApp();

/** The code an authenticator app shows for this secret, `offset` steps from now. */
function codeOf(setup: TwoStepSetup, offset = 0): string {
  return codeAt(setup, totpStepOf(new Date()) + offset);
}

/** The code of one 30-second step. */
function codeAt(setup: TwoStepSetup, step: number): string {
  return totpCode(base32Decode(setup.secret), step);
}

function signIn(user: TestUser) {
  return t.api.call('POST', '/reception/login', undefined, {
    user_email: user.email,
    user_password: user.password,
  });
}

async function challengeOf(user: TestUser, kind: 'verify' | 'setup') {
  const challenge = expectStatus(await signIn(user), 200, twoStepChallengeSchema);
  expect(challenge.two_step).toBe(kind);
  expect(challenge.challenge_token).not.toBe('');
  expect(challenge).not.toHaveProperty('access_token');
  return challenge.challenge_token;
}

function verify(challengeToken: string, code: string) {
  return t.api.call('POST', '/reception/two-step/verify', undefined, {
    challenge_token: challengeToken,
    code,
  });
}

/** Turns two-step sign-in on for a signed-in admin or moderator, as the profile page does. */
async function turnOn(
  user: TestUser,
): Promise<{ setup: TwoStepSetup; step: number; recoveryCodes: string[] }> {
  const setup = expectStatus(
    await t.api.call('POST', '/profile/two-step/setup', user.token),
    200,
    twoStepSetupSchema,
  );
  // The step whose code turns it on (that code is then used up).
  const step = totpStepOf(new Date());
  const confirmed = expectStatus(
    await t.api.call('POST', '/profile/two-step/confirm', user.token, {
      code: codeAt(setup, step),
    }),
    200,
    recoveryCodesSchema,
  );
  return { setup, step, recoveryCodes: confirmed.recovery_codes };
}

function status(user: TestUser) {
  return t.api.read('/profile/two-step', user.token, twoStepStatusSchema);
}

function setRequired(admin: TestUser, required: boolean) {
  return t.api.call('PUT', '/admin/settings', admin.token, { two_step_required: required });
}

describe('two-step sign-in', () => {
  it('is set up from the profile with an authenticator code, which ends the other sessions', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const otherDevice = await createUser(t, { role: 'moderator' });
    expect(await status(moderator)).toEqual({
      available: true,
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    });

    const setup = expectStatus(
      await t.api.call('POST', '/profile/two-step/setup', moderator.token),
      200,
      twoStepSetupSchema,
    );
    expect(setup.secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(setup.otpauth_uri).toBe(
      `otpauth://totp/CampusHub%3A${encodeURIComponent(moderator.email)}?secret=${setup.secret.replaceAll(' ', '')}&issuer=CampusHub&algorithm=SHA1&digits=6&period=30`,
    );
    // Only a sealed form of the secret is stored.
    const [stored] = await t.database.db
      .select()
      .from(twoStepSecrets)
      .where(eq(twoStepSecrets.user_id, moderator.id));
    expect(stored?.sealed_secret).not.toContain(setup.secret.replaceAll(' ', ''));
    expect(stored?.enabled_at).toBeNull();

    const wrong = await t.api.call('POST', '/profile/two-step/confirm', moderator.token, {
      code: codeOf(setup, 5),
    });
    expectProblem(wrong, 400, 'validation_failed');
    expect(fieldErrors(wrong)).toEqual({
      'body.code': 'The code is not correct. Please try again.',
    });

    // A second session of the same account, opened before: it did not pass the second step.
    const before = await startSession(t, { user_id: moderator.id, user_role: 'moderator' });
    const confirmed = expectStatus(
      await t.api.call('POST', '/profile/two-step/confirm', moderator.token, {
        code: codeOf(setup),
      }),
      200,
      recoveryCodesSchema,
    );
    expect(confirmed.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed.recovery_codes).size).toBe(10);
    for (const code of confirmed.recovery_codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    expectProblem(await t.api.call('GET', '/profile/two-step', before.access_token), 401);
    const now = await status(moderator);
    expect(now).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });
    expect(now.enabled_at).not.toBeNull();
    expect(await auditOf(t, 'user.two_step_enabled', moderator.id)).toHaveLength(1);
    // Someone else's account is untouched.
    expect((await status(otherDevice)).enabled).toBe(false);

    const again = await t.api.call('POST', '/profile/two-step/setup', moderator.token);
    expect(expectProblem(again, 409).reason).toBe('two_step_already_on');
  });

  it('asks a signed-in account with it for a code before any session, and takes each code once', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const { setup, step, recoveryCodes } = await turnOn(admin);

    const challenge = await challengeOf(admin, 'verify');
    expectProblem(await verify(challenge, '000000'), 401, 'invalid_two_step_code');
    // The code that confirmed the setup was used; the next step's code works once.
    expectProblem(await verify(challenge, codeAt(setup, step)), 401, 'invalid_two_step_code');
    const session = expectStatus(
      await verify(challenge, codeAt(setup, step + 1)),
      200,
      loginResponseSchema,
    );
    expect(session.user_current.user_id).toBe(admin.id);
    expectStatus(await t.api.call('GET', '/admin/settings', session.access_token), 200);
    expectProblem(await verify(challenge, codeAt(setup, step + 1)), 401, 'invalid_two_step_code');

    // A recovery code works once, with its dash or without, in any case.
    const recovery = recoveryCodes[3] ?? '';
    const withRecovery = await verify(
      await challengeOf(admin, 'verify'),
      recovery.replace('-', '').toUpperCase(),
    );
    expectStatus(withRecovery, 200, loginResponseSchema);
    expectProblem(await verify(await challengeOf(admin, 'verify'), recovery), 401);
    expect((await status(admin)).recovery_codes_left).toBe(9);
    expect(await auditOf(t, 'user.two_step_recovery_code_used', admin.id)).toHaveLength(1);
  });

  it('refuses a forged, altered or expired challenge, and a setup challenge for a code', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const { setup } = await turnOn(moderator);
    const challenge = await challengeOf(moderator, 'verify');
    const [header, payload, signature] = challenge.split('.');
    const altered = `${header ?? ''}.${payload ?? ''}.${(signature ?? '').slice(0, -2)}xx`;
    expectProblem(await verify(altered, codeOf(setup, 1)), 401, 'two_step_expired');
    expectProblem(await verify('not-a-token', codeOf(setup, 1)), 401, 'two_step_expired');
    // A verify challenge cannot start a setup (which would replace the secret).
    expectProblem(
      await t.api.call('POST', '/reception/two-step/setup', undefined, {
        challenge_token: challenge,
      }),
      401,
      'two_step_expired',
    );
    expectProblem(
      await t.api.call('POST', '/reception/two-step/verify', undefined, {
        challenge_token: challenge,
      }),
      400,
      'validation_failed',
    );
  });

  it('stops an account after ten wrong codes, and the right one too until the window ends', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const { setup } = await turnOn(moderator);
    const challenge = await challengeOf(moderator, 'verify');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expectProblem(await verify(challenge, '123456'), 401, 'invalid_two_step_code');
    }
    const blocked = await verify(challenge, codeOf(setup, 1));
    expectProblem(blocked, 429, 'rate_limited');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
  });

  it('is not offered to students, whose sign-in is unchanged', async () => {
    const student = await createUser(t);
    expect(await status(student)).toEqual({
      available: false,
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required: false,
    });
    expectProblem(await t.api.call('POST', '/profile/two-step/setup', student.token), 403);
    expectStatus(await signIn(student), 200, loginResponseSchema);
  });

  it('renews the recovery codes and turns off with a current code', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const { setup, recoveryCodes } = await turnOn(moderator);
    const wrong = await t.api.call('POST', '/profile/two-step/recovery-codes', moderator.token, {
      code: '999999',
    });
    expect(fieldErrors(wrong)).toEqual({
      'body.code': 'The code is not correct. Please try again.',
    });
    const renewed = expectStatus(
      await t.api.call('POST', '/profile/two-step/recovery-codes', moderator.token, {
        code: codeOf(setup, 1),
      }),
      200,
      recoveryCodesSchema,
    );
    expect(renewed.recovery_codes).toHaveLength(10);
    expect(renewed.recovery_codes).not.toContain(recoveryCodes[0]);
    expectProblem(
      await verify(await challengeOf(moderator, 'verify'), recoveryCodes[0] ?? ''),
      401,
    );

    expectStatus(
      await t.api.call('DELETE', '/profile/two-step', moderator.token, {
        code: renewed.recovery_codes[0],
      }),
      204,
    );
    expect(await auditOf(t, 'user.two_step_disabled', moderator.id)).toHaveLength(1);
    expect((await status(moderator)).enabled).toBe(false);
    expectStatus(await signIn(moderator), 200, loginResponseSchema);
    const offAgain = await t.api.call('DELETE', '/profile/two-step', moderator.token, {
      code: '123456',
    });
    expect(expectProblem(offAgain, 409).reason).toBe('two_step_not_on');
  });

  it('is reset by an admin for a person who lost their phone: their sessions end', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const moderator = await createUser(t, { role: 'moderator' });
    await turnOn(moderator);
    const before = await t.api.read(`/admin/users/${moderator.id}`, admin.token, adminUserSchema);
    expect(before.two_step_enabled).toBe(true);
    const listed = await t.api.read(
      `/admin/users?q=${encodeURIComponent(moderator.email)}`,
      admin.token,
      adminUserListSchema,
    );
    expect(listed.items.map((user) => [user.user_id, user.two_step_enabled])).toEqual([
      [moderator.id, true],
    ]);
    expectProblem(
      await t.api.call('DELETE', `/admin/users/${moderator.id}/two-step`, moderator.token),
      403,
    );
    expectStatus(
      await t.api.call('DELETE', `/admin/users/${moderator.id}/two-step`, admin.token),
      204,
    );
    expectProblem(await t.api.call('GET', '/profile/two-step', moderator.token), 401);
    expectStatus(await signIn(moderator), 200, loginResponseSchema);
    expect(await auditOf(t, 'user.two_step_reset', moderator.id)).toHaveLength(1);
    const after = await t.api.read(`/admin/users/${moderator.id}`, admin.token, adminUserSchema);
    expect(after.two_step_enabled).toBe(false);
    expectProblem(
      await t.api.call('DELETE', `/admin/users/${crypto.randomUUID()}/two-step`, admin.token),
      404,
    );
  });

  it('when an admin requires it, staff without it set it up at their next sign-in', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const moderator = await createUser(t, { role: 'moderator' });
    const student = await createUser(t);
    const first = await setRequired(admin, true);
    expect(expectProblem(first, 409).reason).toBe('two_step_own_first');

    await turnOn(admin);
    try {
      const settings = expectStatus(await setRequired(admin, true), 200, systemSettingsSchema);
      expect(settings.two_step_required).toBe(true);
      expect(await auditOf(t, 'system.two_step_required_on', 'two_step_required')).not.toHaveLength(
        0,
      );
      // The moderator's session ends; the admin's (who has it) and the student's go on.
      expectProblem(await t.api.call('GET', '/profile/two-step', moderator.token), 401);
      expectStatus(await t.api.call('GET', '/admin/settings', admin.token), 200);
      expectStatus(await t.api.call('GET', '/profile/two-step', student.token), 200);
      expectStatus(await signIn(student), 200, loginResponseSchema);

      const challenge = await challengeOf(moderator, 'setup');
      // A setup challenge gives no session for a code.
      expectProblem(await verify(challenge, '123456'), 401, 'two_step_expired');
      const setup = expectStatus(
        await t.api.call('POST', '/reception/two-step/setup', undefined, {
          challenge_token: challenge,
        }),
        200,
        twoStepSetupSchema,
      );
      const wrong = await t.api.call('POST', '/reception/two-step/setup/confirm', undefined, {
        challenge_token: challenge,
        code: codeOf(setup, 4),
      });
      expectProblem(wrong, 400, 'validation_failed');
      const signedIn = expectStatus(
        await t.api.call('POST', '/reception/two-step/setup/confirm', undefined, {
          challenge_token: challenge,
          code: codeOf(setup),
        }),
        200,
        twoStepSetupSignInSchema,
      );
      expect(signedIn.recovery_codes).toHaveLength(10);
      expect(signedIn.user_current.user_id).toBe(moderator.id);
      const required = await status({ ...moderator, token: signedIn.access_token });
      expect(required).toMatchObject({ enabled: true, required: true });
      const off = await t.api.call('DELETE', '/profile/two-step', signedIn.access_token, {
        code: codeOf(setup, 1),
      });
      expect(expectProblem(off, 409).reason).toBe('two_step_required');
      // From now on the moderator's sign-in asks for a code.
      await challengeOf(moderator, 'verify');
    } finally {
      expectStatus(await setRequired(admin, false), 200);
    }
    expect(await auditOf(t, 'system.two_step_required_off', 'two_step_required')).not.toHaveLength(
      0,
    );
  });
});
